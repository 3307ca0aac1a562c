/// What the restitution pass and the begin events need of a contact row, kept apart from the hot
/// row and only for the rows that may need it: rows that approach fast enough to bounce, and rows
/// of contacts that did not touch last step, which may begin (in a settled pile a few percent of
/// the rows: at 256 000 rows, 12 bytes for one row in twenty where a record for every row was 8).
@usableFromInline struct ContactBounce: Sendable {
  /// The row's place in its block's rows: in key order as the search writes it, in colour order
  /// once the contact graph places the rows (a block's records are in the order of their rows).
  @usableFromInline var row: Int32
  /// The normal relative velocity when the step began (negative = approaching).
  @usableFromInline var relativeVelocity: Float
  /// The restitution.
  @usableFromInline var restitution: Float

  /// A bounce record from its parts.
  @inlinable init(row: Int32, relativeVelocity: Float, restitution: Float) {
    self.row = row
    self.relativeVelocity = relativeVelocity
    self.restitution = restitution
  }

  /// Whether a row with `relativeVelocity` and `restitution` may bounce in a step whose
  /// restitution threshold is `threshold` (see `ContactSolver.applyRestitution`).
  @inlinable static func mayBounce(relativeVelocity: Float, restitution: Float, threshold: Float) -> Bool {
    !(restitution == 0 || relativeVelocity > -threshold)
  }
}

// MARK: - Finding a row's record

extension UnsafeBufferPointer where Element == ContactBounce {
  /// The index of the first record whose row is `row` or later (binary search: the records are
  /// in the order of their rows).
  func firstIndex(ofRowNotBefore row: Int) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if Int(self[middle].row) < row { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The relative velocity of row `row`'s record (every row of a contact that did not touch last
  /// step has one), 0 when it has none.
  func relativeVelocity(ofRow row: Int) -> Float {
    let index = firstIndex(ofRowNotBefore: row)
    return index < count && Int(self[index].row) == row ? self[index].relativeVelocity : 0
  }
}
