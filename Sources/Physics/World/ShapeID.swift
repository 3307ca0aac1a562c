/// A handle to a shape in a `World`: an index plus a generation, so a stale handle is detected.
public struct ShapeID: Hashable, Sendable {
  /// The slot in the world's shape arrays.
  public let index: Int32
  /// The slot's generation when the handle was made.
  public let generation: UInt32

  /// A handle from its parts.
  init(index: Int32, generation: UInt32) {
    self.index = index
    self.generation = generation
  }
}
