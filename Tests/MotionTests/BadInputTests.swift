import Foundation
import Testing

@testable import Motion

@Suite struct BadInputTests {
  /// A bad file, the error it should give and a part of that error's one line.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var kind: MotionError.Kind
    var line: Int?
    var says: String
    var testDescription: String { name }

    init(_ name: String, _ text: String, _ kind: MotionError.Kind, line: Int?, says: String) {
      self.init(name, bytes: Array(text.utf8), kind, line: line, says: says)
    }

    init(_ name: String, bytes: [UInt8], _ kind: MotionError.Kind, line: Int?, says: String) {
      self.name = name
      self.bytes = bytes
      self.kind = kind
      self.line = line
      self.says = says
    }
  }

  static let cases: [Case] = [
    Case(
      "missing column", "t,pitch\n0,0.1\n", .missingColumn, line: 1,
      says: "the header has no column 'roll'; expected a column 'roll' (radians)"),
    Case("missing cell", "t,pitch,roll\n0,0.1\n", .missingColumn, line: 2, says: "none for column roll"),
    Case(
      "not a number", "t,pitch,roll\n0,0.1,0.2\n0.01,abc,0.2\n", .notANumber, line: 3,
      says: "'abc' in column pitch is not a number; expected a number in radians"),
    Case("empty cell", "t,pitch,roll\n0,,0.2\n", .notANumber, line: 2, says: "column pitch is empty"),
    Case(
      "NaN", "t,pitch,roll\n0,0.1,0.2\n0.01,0.1,nan\n", .notFinite, line: 3,
      says: "'nan' in column roll is not finite; expected a finite number in radians"),
    Case("infinity", "t,pitch,roll\ninf,0.1,0.2\n", .notFinite, line: 2, says: "'inf' in column t is not finite"),
    Case("empty file", "", .emptyFile, line: nil, says: "the file is empty"),
    Case("only comments", "# nothing yet\n\n", .emptyFile, line: nil, says: "the file is empty"),
    Case("header only", "t,pitch,roll\n", .emptyFile, line: nil, says: "there are no samples"),
    Case(
      "binary garbage", bytes: [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0xFF, 0x0A, 0x00], .binaryData, line: 1,
      says: "binary data, not text; expected a CSV text file"),
    Case(
      "binary after good rows", bytes: Array("t,pitch,roll\n0,0.1,0.2\n".utf8) + [0xFF, 0xFE, 0x00, 0x0A],
      .binaryData, line: 3, says: "binary data"),
    Case(
      "unknown header", "time,x\n1,2\n", .unknownHeader, line: 1,
      says: "unknown header 'time,x'; expected Tumble's t,pitch,roll"),
    Case(
      "partial gravity group", "t,pitch,roll,gx,gy\n0,0,0,0,0\n", .missingColumn, line: 1,
      says: "the header has no column 'gz'"),
    Case(
      "half a gravity vector", "t,pitch,roll,gx,gy,gz\n0,0,0,0,,-1\n", .notANumber, line: 2,
      says: "column gy is empty while the rest of its group is not"),
  ]

  @Test(arguments: cases)
  func badFileGivesOneClearLineNamingFileAndLine(_ bad: Case) throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("bad.csv", bytes: bad.bytes)
    let error = try #require(readingError(path))
    #expect(error.kind == bad.kind)
    #expect(error.line == bad.line)
    #expect(error.message.hasPrefix(path + (bad.line.map { ":\($0): " } ?? ": ")))
    #expect(error.message.contains(bad.says))
    #expect(!error.message.contains("\n"))
  }

  @Test func missingFileSaysSo() throws {
    let error = try #require(readingError("/nonexistent/walk.csv"))
    #expect(error.kind == .missingFile)
    #expect(error.message == "/nonexistent/walk.csv: no such file or folder; expected a tilt recording file or folder")
  }

  @Test func folderWithNoRecordingSaysSo() throws {
    let folder = try TemporaryFolder()
    try folder.write("notes.txt", "hello")
    let error = try #require(readingError(folder.path))
    #expect(error.kind == .noRecording)
    #expect(error.message.contains("the folder has no Orientation.csv or Gravity.csv"))
  }

  @Test func badRowInsideASensorLoggerFolderNamesItsFile() throws {
    let folder = try TemporaryFolder()
    try folder.write("Orientation.csv", "time,seconds_elapsed,yaw,roll,pitch\n1,0,0,0.1,0.2\n2,0.01,0,oops,0.2\n")
    let error = try #require(readingError(folder.path))
    #expect(error.kind == .notANumber)
    #expect(error.message.hasPrefix(folder.file("Orientation.csv") + ":3: 'oops' in column roll"))
  }

  @Test func endlessLineIsNotText() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("endless.csv", bytes: [UInt8](repeating: UInt8(ascii: "7"), count: 1 << 21))
    #expect(readingError(path)?.kind == .binaryData)
  }
}
