import Foundation
import TestSupport
import Testing

@Suite struct TiltCommandTests {
  @Test func printsOneRowPerSampleWithTheSeedAngle() throws {
    let result = try runTumble(["tilt", Fixture.path("sensorlogger-ios")])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 5)
    #expect(lines[0] == "t,pitch,roll,angle,magnitude")
    #expect(lines[1] == "0.0,0.5,0.2,\(atan2(0.5, 0.2)),1.0")
  }

  @Test func printsThePhysicalAngleWhenAsked() throws {
    let result = try runTumble(["tilt", Fixture.path("tumble.csv"), "--tilt-map", "physical"])
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
    let result = try runTumble(["tilt", path])
    #expect(result.status == 65)
    #expect(result.error.hasPrefix("tumble tilt: " + folder.path + "/" + says))
    #expect(result.error.split(separator: "\n").count == 1)
  }

  @Test(arguments: ["tilt", "replay"])
  func aTornLastLineIsSaidAndTheRestPlayed(command: String) throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("take.csv", "t,pitch,roll\n0,0.1,0.2\n0.5,0.1,0.3\n1,0.2")
    let extra = command == "replay" ? ["--headless", "--size", "40x12"] : []
    let result = try runTumble([command, path] + extra)
    #expect(result.status == 0)
    #expect(result.error == "tumble \(command): \(path): ignored a half line at the end (line 4)\n")
    if command == "tilt" { #expect(result.output.split(separator: "\n").count == 3) }
  }

  @Test func anEpochNanosecondRecordingReplaysFromItsFirstRow() throws {
    let folder = try TemporaryFolder()
    let rows = (0..<200).map { "\(1_733_054_400_000_000_000 + $0 * 10_000_000),0.3,\(Double($0) / 400)" }
    let path = try folder.write("take.csv", "t,pitch,roll\n" + rows.joined(separator: "\n") + "\n")
    let result = try runTumble(["replay", path, "--headless", "--size", "40x12"])
    #expect(result.status == 0)
    #expect(result.output.contains(" time=1.98"))  // the recording's 1.99 s, not years
  }

  @Test func anAbsurdTimeExits65WithItsLine() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("take.csv", "t,pitch,roll\n0,0.1,0.2\n1e300,0.1,0.3\n")
    let result = try runTumble(["replay", path, "--headless"])
    #expect(result.status == 65)
    #expect(result.error.hasPrefix("tumble replay: \(path):3: time 1e+300 is more than 24 hours after"))
  }

  @Test func aFolderWithNoRecordingExits65() throws {
    let folder = try TemporaryFolder()
    #expect(try runTumble(["tilt", folder.path]).status == 65)
  }

  @Test func aMissingFileExits66() throws {
    #expect(try runTumble(["tilt", "/nonexistent/walk.csv"]).status == 66)
  }

  @Test(arguments: [["tilt"], ["tilt", "a.csv", "b.csv"], ["tilt", "a.csv", "--tilt-map", "sideways"]])
  func usageMistakesExit64(arguments: [String]) throws {
    #expect(try runTumble(arguments).status == 64)
  }
}
