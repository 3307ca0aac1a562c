/// The samples of one CSV file, its layout chosen by its header.
struct CSVSampleStream: TiltSampleStream {
  /// The layout the header showed.
  let layout: CSVLayout
  private let file: CSVFile
  private var decoder: any TiltRowDecoder
  private(set) var line: Int?

  /// Opens `path` and chooses its layout by the header; `convention` sets the signs of a Sensor Logger
  /// file. A header no layout fits is an `.unknownHeader` error.
  init(path: String, convention: SensorLoggerConvention? = nil) throws(MotionError) {
    file = try CSVFile(path: path)
    guard let layout = CSVLayout(header: file.header) else {
      let text = file.header.text
      let shown = text.count > 80 ? text.prefix(77) + "..." : text
      throw MotionError(
        .unknownHeader, file: path, line: file.header.line, problem: "unknown header '\(shown)'",
        expected: CSVLayout.expected)
    }
    self.layout = layout
    decoder = try layout.decoder(for: file.header, convention: convention)
  }

  mutating func next() throws(MotionError) -> TiltSample? {
    guard let row = try file.nextRow() else { return nil }
    line = row.line
    return try decoder.sample(from: row)
  }
}
