/// Turns the data rows of one CSV layout into samples; made from the header by `CSVLayout`.
protocol TiltRowDecoder {
  /// The sample in `row`, or an error naming the row's file, line and column.
  mutating func sample(from row: CSVRow) throws(MotionError) -> TiltSample
}
