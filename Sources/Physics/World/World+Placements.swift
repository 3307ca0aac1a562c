// MARK: - Placements in bulk

extension World {
  /// Hands `visit` the origin and angle of each body of `ids` in turn, with its place in `ids`: what a layer
  /// that copies every body's placement out after each step reads (the Dynamics layer's animator does), each
  /// handle checked as `placement(of:)` checks it (a stale or foreign one traps), in one call.
  ///
  /// `inParallel`: in blocks of `ids` on the world's threads, as its step shares its phases (inline for one
  /// thread or a world too small to share), for a `visit` that gives each place in `ids` its own outputs
  /// and is safe to call from any thread; the calls of a block are in order, the blocks in any order.
  public func forEachPlacement(
    of ids: ContiguousArray<BodyID>, inParallel: Bool = false, _ visit: (Int, Vector2, Double) -> Void
  ) {
    guard inParallel else {
      for index in ids.indices { visitPlacement(of: ids, at: index, visit) }
      return
    }
    stepContext.team = workerTeam()
    forEachBlock(of: ids.count, grain: 1024) { range in
      for index in range { visitPlacement(of: ids, at: index, visit) }
    }
    stepContext.team = nil
  }

  /// `forEachPlacement`'s visit of `ids[index]`.
  @inline(__always)
  private func visitPlacement(
    of ids: ContiguousArray<BodyID>, at index: Int, _ visit: (Int, Vector2, Double) -> Void
  ) {
    let placement = placement(of: ids[index])
    visit(index, placement.position, placement.angle)
  }
}
