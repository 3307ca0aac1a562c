import Foundation
import Testing

@testable import Motion

@Suite struct TiltRecordingWriterTests {
  let samples = [
    TiltSample(t: 0, pitch: 0.1 + 0.2, roll: -1e-300, yaw: .pi, gravity: GravityVector(x: 1.0 / 3, y: -0.5, z: -0.8)),
    TiltSample(t: 0.01, pitch: 1.5707963267948966, roll: 0),
    TiltSample(t: 0.02, pitch: -0.25, roll: 2.5e-7, yaw: 0.125),
  ]

  @Test func writtenRecordingReadsBackEqual() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("take.csv")
    let writer = try TiltRecordingWriter(path: path)
    for sample in samples { try writer.write(sample) }
    try writer.close()
    let recording = try TiltRecording(path: path)
    #expect(recording.formatName == "Tumble tilt CSV")
    #expect(try recording.samples() == samples)
  }

  @Test func eachSampleIsInTheFileAsSoonAsItIsWritten() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("live.csv")
    let writer = try TiltRecordingWriter(path: path)
    try writer.write(samples[0])
    #expect(try TiltRecording(path: path).samples() == [samples[0]])
    try writer.write(samples[1])
    #expect(try TiltRecording(path: path).samples() == Array(samples[0...1]))
  }

  @Test func refusesToOverwriteAnExistingFile() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("keep.csv", "precious")
    #expect {
      _ = try TiltRecordingWriter(path: path)
    } throws: { error in
      let error = error as? MotionError
      return error?.kind == .fileExists
        && error?.message == "\(path): the file exists already; expected a new file name, or --force to overwrite it"
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "precious")
  }

  @Test func overwritesWhenForced() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("again.csv", "an old take that was much longer than the new one\n")
    let writer = try TiltRecordingWriter(path: path, force: true)
    try writer.write(samples[2])
    try writer.close()
    var only = samples[2]
    only.t = 0  // read back, times count from the first sample
    #expect(try TiltRecording(path: path).samples() == [only])
  }

  @Test func writesTheDocumentedHeader() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("header.csv")
    try TiltRecordingWriter(path: path).write(TiltSample(t: 0.5, pitch: 0.25, roll: -0.5))
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.filter { !$0.hasPrefix("#") } == ["t,pitch,roll,yaw,gx,gy,gz", "0.5,0.25,-0.5,,,,"])
  }
}
