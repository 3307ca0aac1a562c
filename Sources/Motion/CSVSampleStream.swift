/// The samples of one CSV file, its layout chosen by its header, each checked to be in range
/// (`TiltSample.rangeProblem`).
///
/// A last line without a line end that cannot be read is a half line (the recording was cut
/// short): the stream stops before it and says so in `halfLine`. A bad line anywhere else is an error.
struct CSVSampleStream: TiltSampleStream {
  /// The layout the header showed.
  let layout: CSVLayout
  private let csv: CSVFile
  private var decoder: any TiltRowDecoder
  private(set) var line: Int?
  private(set) var halfLine: HalfLine?

  /// Opens `path` and chooses its layout by the header; `convention` sets the signs of a Sensor Logger
  /// file. A header no layout fits is an `.unknownHeader` error.
  init(path: String, convention: SensorLoggerConvention? = nil) throws(MotionError) {
    csv = try CSVFile(path: path)
    guard let layout = CSVLayout(header: csv.header) else {
      throw MotionError(
        .unknownHeader, file: path, line: csv.header.line,
        problem: "unknown header \(csv.header.text.quotedForMessage)", expected: CSVLayout.expected)
    }
    self.layout = layout
    decoder = try layout.decoder(for: csv.header, convention: convention)
  }

  var file: String { csv.name }

  mutating func next() throws(MotionError) -> TiltSample? {
    guard halfLine == nil else { return nil }
    do throws(MotionError) {
      guard let row = try csv.nextRow() else { return nil }
      line = row.line
      let sample = try decoder.sample(from: row)
      if let (problem, expected) = sample.rangeProblem {
        throw MotionError(.outOfRange, file: csv.name, line: row.line, problem: problem, expected: expected)
      }
      return sample
    } catch {
      guard csv.lastLineIsUnterminated else { throw error }
      halfLine = HalfLine(file: csv.name, line: csv.lineNumber)
      return nil
    }
  }
}
