/// A point stored in single precision (8 bytes where a `Vector2` takes 16).
struct SinglePoint: Sendable {
  /// The first coordinate.
  var x: Float
  /// The second coordinate.
  var y: Float

  /// `point` rounded to single precision.
  @inline(__always) init(_ point: Vector2) {
    x = Float(point.x)
    y = Float(point.y)
  }

  /// The point in double precision.
  @inline(__always) var vector: Vector2 { Vector2(Double(x), Double(y)) }
}

/// A per-slot column of points stored in single precision and read and written as `Vector2`
/// (body centres and circle centres, which every step reads and writes for every body and shape:
/// 1.6 MB of a 100 000-ball pit, as Box2D v3 keeps its positions in single).
struct PointColumn {
  /// The stored points.
  var values: ContiguousArray<SinglePoint> = []

  /// Slot `index`'s point.
  subscript(index: Int) -> Vector2 {
    @inline(__always) get { values[index].vector }
    @inline(__always) set { values[index] = SinglePoint(newValue) }
  }

  /// An unchecked reader of the column as it is now (valid while the column is left alone).
  var unsafeReader: UnsafeReader { UnsafeReader(base: values.unsafeBase) }

  /// Reads a column without bounds checks (see `unsafeReader`).
  struct UnsafeReader {
    /// The first point.
    let base: UnsafePointer<SinglePoint>

    /// Slot `index`'s point.
    @inline(__always) subscript(index: Int) -> Vector2 { base[index].vector }
  }

  /// Calls `body` with an unchecked writer of the column (valid within `body`).
  mutating func withUnsafeWriter<Result>(_ body: (UnsafeWriter) -> Result) -> Result {
    values.withUnsafeMutableBufferPointer { buffer in
      // An empty column has no address: an aligned one, never read.
      body(
        UnsafeWriter(base: buffer.baseAddress ?? UnsafeMutablePointer(bitPattern: MemoryLayout<SinglePoint>.alignment)!)
      )
    }
  }

  /// Reads and writes a column without bounds checks (see `withUnsafeWriter`).
  struct UnsafeWriter: @unchecked Sendable {
    /// The first point.
    let base: UnsafeMutablePointer<SinglePoint>

    /// Slot `index`'s point.
    subscript(index: Int) -> Vector2 {
      @inline(__always) get { base[index].vector }
      @inline(__always) nonmutating set { base[index] = SinglePoint(newValue) }
    }
  }
}
