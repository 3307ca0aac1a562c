/// A column found in a CSV header: where it is, what it is called and the unit of its numbers.
struct CSVColumn: Equatable {
  /// The 0-based cell index.
  let index: Int
  /// The name as the header writes it.
  let name: String
  /// The unit, for messages ("radians", "seconds", "m/s²"…).
  let unit: String
}
