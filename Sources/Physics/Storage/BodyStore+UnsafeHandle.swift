// MARK: - Unchecked reads

extension BodyStore {
  /// The columns a step's hot loops read, as unchecked pointers: the one way into the body
  /// columns without bounds checks (in the style of swift-collections' `Deque._UnsafeHandle`).
  ///
  /// A handle points into the store's column buffers as they are when it is taken, so it is
  /// valid while no column grows, shrinks or is replaced: within one phase of a step, never
  /// across a body's creation or destruction. Writes stay with the store's own columns.
  struct UnsafeHandle {
    /// Hot solver data.
    let state: UnsafePointer<BodyState>
    /// Centres of mass in world coordinates.
    let center: PointColumn.UnsafeReader
    /// How each body moves.
    let type: UnsafePointer<BodyType>
    /// Whether each body is simulated this step.
    let awake: UnsafePointer<Bool>
    /// Whether collision needs the body's rotation.
    let needsRotation: UnsafePointer<Bool>
    /// How many shapes each body has.
    let shapeCount: UnsafePointer<Int32>
    /// Each body's first shape, or −1.
    let firstShape: UnsafePointer<Int32>
    /// Whether each body asked for continuous collision.
    let isBullet: UnsafePointer<Bool>
    /// How far each body's shapes reach from its centre of mass.
    let reach: SingleReader
    /// Gravity factors.
    let gravityScale: LazyColumn<Double>.UnsafeReader
    /// Accumulated forces.
    let force: LazyColumn<Vector2>.UnsafeReader
  }

  /// A handle on the columns as they are now (see `UnsafeHandle` for how long it stays valid).
  var unsafeHandle: UnsafeHandle {
    UnsafeHandle(
      state: state.unsafeBase, center: center.unsafeReader, type: type.unsafeBase, awake: awake.unsafeBase,
      needsRotation: needsRotation.unsafeBase, shapeCount: shapeCount.unsafeBase, firstShape: firstShape.unsafeBase,
      isBullet: isBullet.unsafeBase, reach: reach.singleReader, gravityScale: gravityScale.unsafeReader,
      force: force.unsafeReader)
  }
}
