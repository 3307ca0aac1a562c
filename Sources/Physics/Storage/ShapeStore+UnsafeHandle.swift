// MARK: - Unchecked reads

extension ShapeStore {
  /// The columns a step's hot loops read, as unchecked pointers (see `BodyStore.UnsafeHandle`,
  /// whose rules it follows).
  struct UnsafeHandle {
    /// Whether each slot holds a shape.
    let alive: UnsafePointer<Bool>
    /// Whether each shape is a sensor.
    let isSensor: UnsafePointer<Bool>
    /// The owning body slots.
    let body: UnsafePointer<Int32>
    /// The collision filters.
    let filter: LazyColumn<CollisionFilter>.UnsafeReader
    /// The geometry kinds.
    let kind: UnsafePointer<ShapeKind>
    /// Circle centres in world coordinates.
    let worldCenter: PointColumn.UnsafeReader
    /// Circle radii.
    let radius: UnsafePointer<Double>
    /// How far each shape reaches from its body's centre of mass.
    let sweepRadius: SingleReader
    /// Coulomb frictions.
    let friction: LazySingleReader
    /// Restitutions.
    let restitution: LazySingleReader
  }

  /// A handle on the columns as they are now.
  var unsafeHandle: UnsafeHandle {
    UnsafeHandle(
      alive: slots.alive.unsafeBase, isSensor: isSensor.unsafeBase, body: body.unsafeBase,
      filter: filter.unsafeReader, kind: kind.unsafeBase, worldCenter: worldCenter.unsafeReader,
      radius: radius.unsafeBase, sweepRadius: sweepRadius.singleReader, friction: friction.singleReader,
      restitution: restitution.singleReader)
  }
}
