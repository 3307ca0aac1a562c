import Foundation
import Testing

@testable import Motion

/// Times, torn lines, ranges and long cells: what real recordings and hostile files do at the edges.
@Suite struct RecordingEdgeTests {
  private func samples(_ text: String) throws -> [TiltSample] {
    let folder = try TemporaryFolder()
    return try TiltRecording(path: try folder.write("take.csv", text)).samples()
  }

  @Test(arguments: [
    ("1733054400000000000", "1733054400010000000", 1e-6),  // epoch nanoseconds (Sensor Logger's time)
    ("1733054400000000", "1733054400010000", 1e-6),  // epoch microseconds
    ("1733054400000", "1733054400010", 1e-6),  // epoch milliseconds
    ("1733054400.00", "1733054400.01", 1e-6),  // epoch seconds
    ("-5", "-4.99", 1e-12),  // seconds before some event
  ])
  func timesCountFromTheFirstRowInSeconds(first: String, second: String, within: Double) throws {
    let read = try samples("t,pitch,roll\n\(first),0.1,0.2\n\(second),0.1,0.3\n")
    #expect(read.map(\.t).count == 2)
    #expect(read[0].t == 0)
    #expect(near(read[1].t, 0.01, within: within))
  }

  @Test(arguments: ["1e300", "86400.5", "1e20"])
  func aTimeMoreThan24HoursAfterTheFirstIsRefusedWithItsLine(time: String) throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("take.csv", "t,pitch,roll\n0,0.1,0.2\n0.01,0.1,0.2\n\(time),0.1,0.3\n")
    let error = try #require(readingError(path))
    #expect(error.kind == .outOfRange)
    #expect(error.message.hasPrefix(path + ":4: time "))
    #expect(
      error.message.contains(
        "is more than 24 hours after the first sample's 0.0; expected a recording of at most 24 hours"))
  }

  @Test func aHugeFirstTimeIsJustTheStart() throws {
    #expect(try samples("t,pitch,roll\n1e300,0.1,0.2\n").map(\.t) == [0])
  }

  @Test func aTimeBeforeTheFirstIsSkippedAsOutOfOrder() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("take.csv", "t,pitch,roll\n10,0.1,0.2\n-1e300,0.1,0.2\n10.5,0.1,0.3\n")
    var reader = try TiltRecording(path: path).makeReader()
    #expect(try reader.readAll().map(\.t) == [0, 0.5])
    #expect(reader.droppedCount == 1 && reader.firstDroppedLine == 3)
  }

  @Test(arguments: [
    "0.03,0.1",  // cut between cells
    "0.03,0.1,0.",  // cut inside a number: still a number, kept
    "0.0",  // cut in the first cell
  ])
  func aTornLastLineIsLeftOutAndSaid(torn: String) throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("take.csv", "t,pitch,roll\n0,0.1,0.2\n0.01,0.1,0.3\n0.02,0.1,0.4\n" + torn)
    var reader = try TiltRecording(path: path).makeReader()
    let read = try reader.readAll()
    if torn == "0.03,0.1,0." {
      #expect(read.count == 4 && reader.halfLine == nil)
    } else {
      #expect(read.map(\.t) == [0, 0.01, 0.02])
      #expect(reader.halfLine == HalfLine(file: path, line: 5))
      #expect(reader.halfLine?.message == path + ": ignored a half line at the end (line 5)")
    }
  }

  @Test func aLastLineCutInsideACharacterIsAHalfLineToo() throws {
    let folder = try TemporaryFolder()
    let bytes = Array("t,pitch,roll\n0,0.1,0.2\n0.01,0.1,0.3 # é".utf8).dropLast()
    var reader = try TiltRecording(path: try folder.write("take.csv", bytes: Array(bytes))).makeReader()
    #expect(try reader.readAll().count == 1)
    #expect(reader.halfLine?.line == 3)
  }

  @Test func aBadLineInTheMiddleIsStillAnError() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("take.csv", "t,pitch,roll\n0,0.1,0.2\n0.01,0.1\n0.02,0.1,0.4\n0.03,0.1")
    let error = try #require(readingError(path))
    #expect(error.line == 3 && error.kind == .missingColumn)
  }

  @Test func aTornLineInASensorLoggerFolderNamesItsFile() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Orientation.csv", "time,seconds_elapsed,yaw,roll,pitch\n1,0,0,0.1,0.2\n2,0.01,0,0.1,0.2\n3,0.02,0")
    var reader = try TiltRecording(path: folder.path).makeReader()
    #expect(try reader.readAll().count == 2)
    #expect(reader.halfLine?.message == folder.file("Orientation.csv") + ": ignored a half line at the end (line 4)")
  }

  @Test(arguments: [
    ("t,pitch,roll\n0,3.2,0\n", "pitch 3.2 is out of range; expected radians within ±3.1416 (±π)"),
    ("t,pitch,roll,yaw\n0,0,0,-7\n", "yaw -7.0 is out of range"),
    (
      "t,pitch,roll,gx,gy,gz\n0,0,0,0,-17,0\n",
      "gravity y -17.0 g is out of range; expected a gravity component within ±16 g"
    ),
    ("\"t (s)\",\"Tilt up/down (deg)\",\"Tilt left/right (deg)\"\n0,0,200\n", "roll 3.49"),
    ("time,gFx,gFy,gFz,\n0,0,0,1e5,\n", "gravity z -100000.0 g is out of range"),
  ])
  func valuesOutOfRangeAreRefusedWhereTheyEnter(text: String, says: String) throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("take.csv", text)
    let error = try #require(readingError(path))
    #expect(error.kind == .outOfRange)
    #expect(error.message.hasPrefix(path + ":2: " + says))
  }

  @Test func aHugeBadCellIsQuotedTo60Characters() throws {
    let folder = try TemporaryFolder()
    let cell = String(repeating: "x", count: 1 << 19)
    let path = try folder.write("take.csv", "t,pitch,roll\n0,\(cell),0\n")
    let error = try #require(readingError(path))
    #expect(
      error.message == path + ":2: '" + String(repeating: "x", count: 59)
        + "…' in column pitch is not a number; expected a number in radians")
  }

  @Test func aHugeUnknownHeaderIsQuotedTo60Characters() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("take.csv", String(repeating: "y", count: 100_000) + "\n1\n")
    let error = try #require(readingError(path))
    #expect(error.kind == .unknownHeader && error.message.count < 400)
  }

  @Test func aSemicolonFileMayUseADecimalComma() throws {
    let read = try samples("t;pitch;roll\n0;0,1;0,2\n0,01;-0,5;1,5E-1\n")
    #expect(read[1] == TiltSample(t: 0.01, pitch: -0.5, roll: 0.15))
  }

  @Test func aCommaFileDoesNotTakeCommasAsDecimals() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("take.csv", "t,pitch,roll\n0,\"0,1\",0.2\n")
    #expect(readingError(path)?.kind == .notANumber)
  }
}
