import Foundation
import Testing

/// The `tumble` binary `swift build` (or `make test`) made, if it is there.
private let tumble = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent(".build/debug/tumble")

/// Runs `tumble ARGUMENTS` and returns its exit status, standard output and standard error.
private func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
  let process = Process()
  process.executableURL = tumble
  process.arguments = arguments
  let (output, error) = (Pipe(), Pipe())
  process.standardOutput = output
  process.standardError = error
  try process.run()
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  let errorData = error.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self)
  )
}

@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: tumble.path), "needs .build/debug/tumble"))
struct TiltCommandTests {
  @Test func printsOneRowPerSampleWithTheSeedAngle() throws {
    let result = try run(["tilt", Fixture.path("sensorlogger-ios")])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 5)
    #expect(lines[0] == "t,pitch,roll,angle,magnitude")
    #expect(lines[1] == "0.0,0.5,0.2,\(atan2(0.5, 0.2)),1.0")
  }

  @Test func printsThePhysicalAngleWhenAsked() throws {
    let result = try run(["tilt", Fixture.path("tumble.csv"), "--tilt-map", "physical"])
    #expect(result.status == 0)
    #expect(result.output.split(separator: "\n")[1] == "0.0,0.0,0.0,-0.0,0.0")
  }

  @Test(arguments: [
    ("t,pitch\n0,1\n", "bad.csv:1: the header has no column 'roll'"),
    ("t,pitch,roll\n0,x,1\n", "bad.csv:2: 'x' in column pitch is not a number"),
    ("t,pitch,roll\n0,1,inf\n", "bad.csv:2: 'inf' in column roll is not finite"),
    ("", "bad.csv: the file is empty"),
    ("\u{0}\u{1}\u{2}ELF", "bad.csv:1: binary data"),
    ("when,where\n1,2\n", "bad.csv:1: unknown header 'when,where'"),
  ])
  func badDataExits65WithOneLine(text: String, says: String) throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("bad.csv", text)
    let result = try run(["tilt", path])
    #expect(result.status == 65)
    #expect(result.error.hasPrefix("tumble tilt: " + folder.path + "/" + says))
    #expect(result.error.split(separator: "\n").count == 1)
  }

  @Test func aFolderWithNoRecordingExits65() throws {
    let folder = try TemporaryFolder()
    #expect(try run(["tilt", folder.path]).status == 65)
  }

  @Test func aMissingFileExits66() throws {
    #expect(try run(["tilt", "/nonexistent/walk.csv"]).status == 66)
  }

  @Test(arguments: [["tilt"], ["tilt", "a.csv", "b.csv"], ["tilt", "a.csv", "--tilt-map", "sideways"]])
  func usageMistakesExit64(arguments: [String]) throws {
    #expect(try run(arguments).status == 64)
  }
}
