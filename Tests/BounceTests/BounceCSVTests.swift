import Foundation
import TestSupport
import Testing

@testable import Bounce

@Suite struct BounceCSVTests {
  /// The `(t, value)` rows of `csv` after its header.
  static func rows(_ csv: String) -> [BounceKeyframe<Double>] {
    csv.split(separator: "\n").dropFirst().map { line in
      let fields = line.split(separator: ",").compactMap { Double($0) }
      return BounceKeyframe(time: fields[0], value: fields[1])
    }
  }

  @Test func csvHasAHeaderAndOneRowPerKeyframe() {
    let animation = BounceAnimation(from: 0.0, to: 100, duration: 0.25)
    let csv = animation.csv
    #expect(csv.hasPrefix("t,value\n0.0,0.0\n"))
    #expect(csv.hasSuffix("\n"))
    #expect(Self.rows(csv) == animation.keyframes)
  }

  @Test
  func tumbleBouncePrintsTheClassicKeyframes() throws {
    let result = try runTumble(["bounce", "--from", "0", "--to", "100", "--duration", "0.5", "--bounces", "3"])
    #expect(result.status == 0)
    #expect(result.output == BounceAnimation(from: 0.0, to: 100, duration: 0.5, numberOfBounces: 3).csv)
  }

  @Test
  func tumbleBouncePassesEveryOption() throws {
    let result = try runTumble([
      "bounce", "--from=5", "--to", "-2", "--duration", "1", "--bounces", "4", "--no-overshoot", "--shake",
      "--stiffness", "light", "--mode", "spring", "--fps", "24",
    ])
    let expected = BounceAnimation(
      from: 5.0, to: -2, duration: 1, numberOfBounces: 4, shouldOvershoot: false, shake: true, stiffness: .light,
      mode: .spring, framesPerSecond: 24)
    #expect(result.status == 0)
    #expect(result.output == expected.csv)
  }

  @Test
  func tumbleBounceTakesAnyStiffnessAsTheOriginalsPropertyDoes() throws {
    let result = try runTumble(["bounce", "--from", "0", "--to", "100", "--duration", "0.5", "--stiffness", "2.5"])
    let stiffness = try #require(BounceStiffness(2.5))
    #expect(result.status == 0)
    #expect(
      result.output == BounceAnimation(from: 0.0, to: 100, duration: 0.5, numberOfBounces: 2, stiffness: stiffness).csv)
  }

  @Test(arguments: [["0", "1e-300"], ["1e-300", "2e-300"], ["-1e9", "1e9"], ["5", "5.000000000000001"]])
  func tumbleBouncePrintsOnlyFiniteKeyframesForNearlyEqualOrExtremeEnds(ends: [String]) throws {
    for mode in ["classic", "spring"] {
      let result = try runTumble(["bounce", "--from", ends[0], "--to", ends[1], "--duration", "0.5", "--mode", mode])
      #expect(result.status == 0)
      #expect(!result.output.lowercased().contains("nan") && !result.output.lowercased().contains("inf"))
      #expect(Self.rows(result.output).allSatisfy { $0.value.isFinite } && Self.rows(result.output).count > 1)
    }
  }

  @Test(
    arguments: [
      (["--to", "1", "--duration", "1"], "option '--from' is required"),
      (["--from", "0", "--to", "1", "--duration", "0"], "option '--duration' wants a number"),
      (["--from", "x", "--to", "1", "--duration", "1"], "option '--from' wants a number"),
      (["--from", "0", "--to", "1", "--duration", "1", "--bounces", "-1"], "option '--bounces' wants a whole number"),
      (["--from", "0", "--to", "1", "--duration", "1", "--stiffness", "soft"], "option '--stiffness' wants light"),
      (["--from", "0", "--to", "1", "--duration", "1", "--stiffness", "0"], "option '--stiffness' wants light"),
      (["--from", "0", "--to", "1", "--duration", "1", "--stiffness", "-2"], "option '--stiffness' wants light"),
      (["--from", "0", "--to", "1", "--duration", "1", "--stiffness", "nan"], "option '--stiffness' wants light"),
      (["--from", "0", "--to", "1", "--duration", "1", "--stiffness", "1e7"], "option '--stiffness' wants light"),
      (["--from", "0", "--to", "1", "--duration", "1", "--mode", "jelly"], "option '--mode' wants classic or spring"),
      (["--from", "0", "--to", "1", "--duration", "1", "--fps", "30"], "option '--fps' needs '--mode spring'"),
      (["--from", "0", "--to", "1", "--duration", "1", "extra"], "unexpected argument 'extra'"),
    ])
  func badUsageExits64NamingTheOption(arguments: [String], message: String) throws {
    let result = try runTumble(["bounce"] + arguments)
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.error.contains("tumble bounce: " + message))
  }
}
