import Foundation
import Testing

@testable import Motion

/// Whole lines out, every failure caught and named.
@Suite struct LineWriterTests {
  @Test func aLineGoesOutWholeAndOnlyOnceItEnds() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("lines.txt")
    let writer = try LineWriter(creating: path, replacing: false)
    try writer.write("half a ")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "")
    try writer.write("line\nand the next")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "half a line\n")
    try writer.close()
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "half a line\nand the next")
  }

  @Test func aBufferedWriterHoldsLinesUntilItsBufferFills() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("buffered.txt")
    let writer = try LineWriter(creating: path, replacing: false, bufferSize: 10)
    try writer.write(line: "0123")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "")
    try writer.write(line: "45678")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "0123\n45678\n")
  }

  /// `/dev/full`, opened without creating it should it be missing (a regular file there would hide the device).
  private func openFullDevice() throws -> Int32 {
    let descriptor = open("/dev/full", O_WRONLY)
    try #require(descriptor >= 0)
    return descriptor
  }

  @Test func aFullDeviceIsAnErrorNamingTheFileAndTheReasonEveryTimeAfter() throws {
    let descriptor = try openFullDevice()
    defer { close(descriptor) }
    let writer = LineWriter(descriptor: descriptor, name: "/dev/full", bufferSize: 0)
    let expected = WriteError(file: "/dev/full", code: ENOSPC)
    #expect(throws: expected) { try writer.write(line: "lost") }
    #expect(expected.message == "/dev/full: No space left on device")
    #expect(throws: expected) { try writer.write(line: "lost too") }
    #expect(throws: expected) { try writer.close() }
  }

  @Test func heldLinesThatCannotGoOutAreAnErrorOnClose() throws {
    let descriptor = try openFullDevice()
    defer { close(descriptor) }
    let writer = LineWriter(descriptor: descriptor, name: "standard output")
    try writer.write(line: "held")
    #expect(throws: WriteError(file: "standard output", code: ENOSPC)) { try writer.close() }
  }

  @Test func anExistingFileIsKeptUnlessReplacing() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("keep.txt", "precious\n")
    #expect(throws: WriteError(file: path, code: EEXIST, creating: true)) {
      try LineWriter(creating: path, replacing: false)
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "precious\n")
    let writer = try LineWriter(creating: path, replacing: true)
    try writer.write(line: "new")
    try writer.close()
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
  }

  /// A device holds nothing to lose: it is written without `replacing`, where a plain file is refused.
  @Test(arguments: ["/dev/null", "/dev/full"])
  func aDeviceIsWrittenWithoutReplacing(path: String) throws {
    let writer = try LineWriter(creating: path, replacing: false)
    try? writer.write(line: "gone")
    _ = try? writer.close()
  }

  @Test func aFileInAMissingFolderCannotBeCreated() throws {
    let error = #expect(throws: WriteError.self) { try LineWriter(creating: "/nonexistent/take.csv", replacing: false) }
    #expect(error?.creating == true)
    #expect(error?.message == "/nonexistent/take.csv: No such file or directory")
  }
}
