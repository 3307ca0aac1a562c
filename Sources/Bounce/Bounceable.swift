/// A value that can bounce: it splits into numeric components and is rebuilt from them.
///
/// A bounce moves every component from its start to its end along the same kind of curve, so any
/// type that can list its components in a fixed order can be animated with `BounceAnimation`.
public protocol Bounceable {
  /// The components that bounce, always the same count and order for a given type.
  var bounceComponents: [Double] { get }

  /// Rebuilds a value from components in the order `bounceComponents` lists them.
  init(bounceComponents: [Double])
}

// MARK: - Numbers

extension Double: Bounceable {
  /// The number itself, as its one component.
  public var bounceComponents: [Double] { [self] }

  /// The first component.
  public init(bounceComponents: [Double]) {
    self = bounceComponents[0]
  }
}
