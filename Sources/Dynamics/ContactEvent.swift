/// A contact that began or ended in an animator's last step, as a collision delegate hears it.
public struct ContactEvent {
  /// Whether the contact began or ended.
  public enum Kind: String, Sendable {
    /// The two began touching.
    case began
    /// The two stopped touching.
    case ended
  }

  /// What the item touched.
  public enum Partner {
    /// Another item.
    case item(DynamicItem)
    /// A boundary of a collision behaviour, by its identifier (nil for the reference bounds).
    case boundary(String?)
  }

  /// Began or ended.
  public var kind: Kind
  /// The item (for two items, the one that joined the animator first).
  public var item: DynamicItem
  /// What it touched.
  public var partner: Partner
  /// Where they touched, in points; only for `began`.
  public var point: Point?
  /// The animator's elapsed time at the end of the step, in seconds.
  public var time: Double
}
