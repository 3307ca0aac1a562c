import Physics

/// The `determinism` scene: the ballpit, then a 64-bit FNV-1a hash of every ball's x, y and angle.
public enum DeterminismScene {
  /// The hash after `steps` steps of a ballpit of `balls`.
  public static func hash(balls: Int, steps: Int) -> UInt64 {
    let pit = BallPit(balls: balls)
    _ = pit.run(steps: steps)
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for ball in pit.balls {
      let p = pit.world.position(of: ball)
      for value in [p.x, p.y, pit.world.angle(of: ball)] {
        var bits = value.bitPattern
        for _ in 0..<8 {
          hash = (hash ^ (bits & 0xff)) &* 0x100_0000_01b3
          bits >>= 8
        }
      }
    }
    return hash
  }

  /// The scene's JSON result line.
  public static func report(balls: Int, steps: Int) -> String {
    let digits = String(hash(balls: balls, steps: steps), radix: 16)
    let padded = String(repeating: "0", count: 16 - digits.count) + digits
    return "{\"scene\":\"determinism\",\"balls\":\(balls),\"steps\":\(steps),\"hash\":\"\(padded)\"}"
  }
}
