import Foundation
import Testing

@testable import Motion

@Suite struct TiltTrackTests {
  /// A sample whose seed tilt points at `angle`.
  private func pointing(_ angle: Double, at t: Double) -> TiltSample {
    TiltSample(t: t, pitch: sin(angle), roll: cos(angle))
  }

  @Test func interpolatesAcrossThePiJumpThroughLeft() throws {
    var track = TiltTrack(samples: [pointing(3.0, at: 0), pointing(-3.0, at: 0.1)], mapping: .seed)
    #expect(near(abs(try track.tilt(at: 0.05).angle), .pi, within: 1e-9))
    var time = 0.0
    while time <= 0.1 {
      #expect(cos(try track.tilt(at: time).angle) < -0.98)
      time += 1.0 / 60
    }
  }

  @Test func holdsTheFirstTiltBeforeAndTheLastAfter() throws {
    var track = TiltTrack(samples: [pointing(0.5, at: 1), pointing(1.0, at: 1.1)], mapping: .seed)
    #expect(near(try track.tilt(at: 0).angle, 0.5))
    #expect(near(try track.tilt(at: 1.05).angle, 0.75))
    #expect(near(try track.tilt(at: 5).angle, 1.0))
    #expect(try track.hasEnded(at: 5))
  }

  @Test func holdsTheEarlierTiltAcrossAGap() throws {
    var track = TiltTrack(samples: [pointing(0, at: 0), pointing(1, at: 1)], mapping: .seed, gapThreshold: 0.25)
    #expect(near(try track.tilt(at: 0.5).angle, 0))
    #expect(near(try track.tilt(at: 0.99).angle, 0))
    #expect(near(try track.tilt(at: 1).angle, 1))
  }

  @Test func steppingAt60HertzGivesTheSameTiltsAsAskingDirectly() throws {
    let samples = (0..<100).map { pointing(sin(Double($0) / 7) * 3, at: Double($0) / 100) }
    var stepped = TiltTrack(samples: samples, mapping: .physical)
    var direct = TiltTrack(samples: samples, mapping: .physical)
    var seen: [Double: Tilt] = [:]
    for step in 0..<60 {
      seen[Double(step) / 60] = try stepped.tilt(at: Double(step) / 60)
    }
    for step in stride(from: 0, to: 60, by: 7) {
      #expect(try direct.tilt(at: Double(step) / 60) == seen[Double(step) / 60])
    }
  }

  @Test func reportsItsStartAndEnd() throws {
    var track = TiltTrack(samples: [pointing(0, at: 2), pointing(1, at: 2.01)], mapping: .seed)
    #expect(try track.startTime() == 2)
    #expect(!(try track.hasEnded(at: 2.005)))
    #expect(try track.hasEnded(at: 2.01))
  }

  @Test func anEmptyTrackPullsStraightDown() throws {
    var track = TiltTrack(samples: [], mapping: .seed)
    #expect(try track.tilt(at: 1) == .down)
    #expect(try track.startTime() == nil)
  }

  @Test func readerDropsDuplicateAndOutOfOrderTimes() throws {
    let times = [0, 0.01, 0.01, 0.005, 0.02]
    var reader = TiltReader(samples: times.map { pointing(0, at: $0) })
    #expect(try reader.readAll().map(\.t) == [0, 0.01, 0.02])
    #expect(reader.droppedCount == 2)
  }
}
