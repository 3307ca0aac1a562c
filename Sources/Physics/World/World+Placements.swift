// MARK: - Placements in bulk

extension World {
  /// Hands `visit` the origin and angle of each body of `ids` in turn, with its place in `ids`: what a layer
  /// that copies every body's placement out after each step reads (the Dynamics layer's animator does), each
  /// handle checked as `placement(of:)` checks it (a stale or foreign one traps), in one call.
  public func forEachPlacement(of ids: ContiguousArray<BodyID>, _ visit: (Int, Vector2, Double) -> Void) {
    for index in ids.indices {
      let placement = placement(of: ids[index])
      visit(index, placement.position, placement.angle)
    }
  }
}
