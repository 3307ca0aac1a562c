import Foundation

/// An IIO mount matrix: how a sensor's axes sit in the device, as sysfs writes it,
/// `"a, b, c; d, e, f; g, h, i"` (rows separated by semicolons).
struct MountMatrix: Equatable {
  /// The three rows.
  let rows: [[Double]]

  /// The matrix that changes nothing.
  static let identity = MountMatrix(rows: [[1, 0, 0], [0, 1, 0], [0, 0, 1]])

  /// The matrix in `text`, or nil unless it holds three rows of three finite numbers.
  init?(_ text: String) {
    let cells = text.split(separator: ";").map { row in
      row.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }
    let rows = cells.map { $0.compactMap { $0 } }
    guard rows.count == 3, zip(cells, rows).allSatisfy({ $0.count == 3 && $1.count == 3 && $1.allSatisfy(\.isFinite) })
    else { return nil }
    self.init(rows: rows)
  }

  private init(rows: [[Double]]) {
    self.rows = rows
  }

  /// `vector` in device axes: each component the dot product of a row with it.
  func apply(to vector: [Double]) -> [Double] {
    rows.map { row in zip(row, vector).reduce(0) { $0 + $1.0 * $1.1 } }
  }
}
