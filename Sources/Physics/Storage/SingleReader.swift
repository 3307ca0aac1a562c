/// An unchecked reader of a column stored in single precision (reaches, sweeps, materials), read
/// as doubles: the stores keep what a step reads of every shape and body at 4 bytes a value
/// where only the arithmetic needs 8, as Box2D v3 keeps them (see `BodyState`).
struct SingleReader {
  /// The first value.
  let base: UnsafePointer<Float>

  /// Slot `index`'s value.
  @inline(__always) subscript(index: Int) -> Double { Double(base[index]) }
}

extension ContiguousArray<Float> {
  /// An unchecked reader of the column as it is now (valid while the column is left alone).
  var singleReader: SingleReader { SingleReader(base: unsafeBase) }
}

/// `SingleReader` for a lazy column (the materials): a slot past the stored values reads the default.
struct LazySingleReader {
  /// The column's reader.
  let column: LazyColumn<Float>.UnsafeReader

  /// Slot `index`'s value.
  @inline(__always) subscript(index: Int) -> Double { Double(column[index]) }
}

extension LazyColumn<Float> {
  /// An unchecked reader of the column as it is now (valid while the column is left alone).
  var singleReader: LazySingleReader { LazySingleReader(column: unsafeReader) }
}
