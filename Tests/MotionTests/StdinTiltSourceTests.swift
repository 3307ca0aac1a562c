import Foundation
import Testing

@testable import Motion

/// A pipe whose read end feeds a `StdinTiltSource`, as `nc … | tumble --tilt -` would.
final class StreamPipe {
  let readEnd: Int32
  private(set) var writeEnd: Int32

  init() throws {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
    (readEnd, writeEnd) = (ends[0], ends[1])
  }

  deinit {
    Foundation.close(readEnd)
    endInput()
  }

  func send(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
  }

  func endInput() {
    if writeEnd >= 0 { Foundation.close(writeEnd) }
    writeEnd = -1
  }
}

@Suite struct StdinTiltSourceTests {
  @Test func waitsForAHalfLineInsteadOfMisreadingIt() throws {
    let pipe = try StreamPipe()
    var source = StdinTiltSource(descriptor: pipe.readEnd)
    pipe.send("# streamed from a phone\nt,pitch,roll\n0,0.1,0.2\n0.01,0.3,")
    #expect(source.poll(now: 0) == TiltSample(t: 0, pitch: 0.1, roll: 0.2))
    #expect(source.status == .ok)
    #expect(source.poll(now: 0.01) == nil)
    pipe.send("0.4\n")
    #expect(source.poll(now: 0.02) == TiltSample(t: 0.01, pitch: 0.3, roll: 0.4))
  }

  @Test func neverBlocksWhenNothingArrives() throws {
    let pipe = try StreamPipe()
    var source = StdinTiltSource(descriptor: pipe.readEnd)
    #expect(source.poll(now: 0) == nil)
    #expect(source.status == .waiting)
  }

  @Test func givesTheNewestOfSeveralSamples() throws {
    let pipe = try StreamPipe()
    var source = StdinTiltSource(descriptor: pipe.readEnd)
    pipe.send("t,pitch,roll\n0,0.1,0.2\n0.01,0.2,0.2\n0.02,0.3,0.2\n")
    #expect(source.poll(now: 0)?.t == 0.02)
  }

  /// `tumble tilt -` prints every row of a burst, not only the newest (none is lost).
  @Test func drainGivesEverySampleOfABurstInOrder() throws {
    let pipe = try StreamPipe()
    var source = StdinTiltSource(descriptor: pipe.readEnd)
    pipe.send("t,pitch,roll\n0,0.1,0.2\n0.01,0.2,0.2\n0.02,0.3,0.2\n")
    #expect(source.drain(now: 0).map(\.pitch) == [0.1, 0.2, 0.3])
    #expect(source.drain(now: 0.01).isEmpty)
  }

  @Test func garbageKeepsTheLastGoodTiltAndSaysWhichLine() throws {
    let pipe = try StreamPipe()
    var source = StdinTiltSource(descriptor: pipe.readEnd)
    pipe.send("t,pitch,roll\n0,0.1,0.2\n")
    #expect(source.poll(now: 0) != nil)
    pipe.send("0.01,abc,0.2\n")
    #expect(source.poll(now: 0.01) == nil)
    #expect(
      source.status.description
        == "bad line 3: 'abc' in column pitch is not a number; expected a number in radians")
    pipe.send("0,0.1,0.2\n")
    #expect(source.poll(now: 0.02) == nil)
    #expect(source.status == .badLine(4, "time 0.0 is not after 0.0"))
    pipe.send("0.02,0.1,0.2\n")
    #expect(source.poll(now: 0.03)?.t == 0.02)
    #expect(source.status == .ok)
  }

  @Test func aSampleOutOfRangeIsABadLine() throws {
    let pipe = try StreamPipe()
    var source = StdinTiltSource(descriptor: pipe.readEnd)
    pipe.send("t,pitch,roll,gx,gy,gz\n0,0.1,0.2,0,1e20,0\n")
    #expect(source.poll(now: 0) == nil)
    #expect(
      source.status == .badLine(2, "gravity y 1e+20 g is out of range; expected a gravity component within ±16 g"))
  }

  @Test func endlessGarbageIsDroppedNotHoarded() throws {
    let pipe = try StreamPipe()
    var source = StdinTiltSource(descriptor: pipe.readEnd)
    pipe.send("t,pitch,roll\n0,0.1,0.2\n")
    _ = source.poll(now: 0)
    let garbage = String(repeating: "x", count: 1 << 15)
    for _ in 0..<40 where source.status == .ok {
      pipe.send(garbage)
      _ = source.poll(now: 0)
    }
    #expect(source.status == .badLine(3, "no line end within 1 MiB"))
    pipe.send("\n0.01,0.3,0.4\n")
    #expect(source.poll(now: 0) == TiltSample(t: 0.01, pitch: 0.3, roll: 0.4))
  }

  @Test func aStreamWithoutAHeaderSaysWhatItWants() throws {
    let pipe = try StreamPipe()
    var source = StdinTiltSource(descriptor: pipe.readEnd)
    pipe.send("0,0.1,0.2\n")
    #expect(source.poll(now: 0) == nil)
    #expect(source.status.description.hasPrefix("bad line 1: '0,0.1,0.2' is not a header"))
  }

  @Test func saysStalledWhenSamplesStopComing() throws {
    let pipe = try StreamPipe()
    var source = StdinTiltSource(descriptor: pipe.readEnd, stallAfter: 1)
    pipe.send("t,pitch,roll\n0,0.1,0.2\n")
    _ = source.poll(now: 10)
    _ = source.poll(now: 10.5)
    #expect(source.status == .ok)
    _ = source.poll(now: 11.5)
    #expect(source.status == .stalled)
  }

  @Test func readsALastLineWithoutNewlineWhenTheInputEnds() throws {
    let pipe = try StreamPipe()
    var source = StdinTiltSource(descriptor: pipe.readEnd)
    pipe.send("t,pitch,roll\n0,0.1,0.2\n0.01,0.3,0.4")
    pipe.endInput()
    #expect(source.poll(now: 0)?.t == 0.01)
    #expect(source.poll(now: 1) == nil)
    #expect(source.status == .ended)
  }
}
