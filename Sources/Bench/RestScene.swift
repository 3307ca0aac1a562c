import Foundation
import Physics

/// The `rest` scene: N balls of restitution 0.8 dropped into the ballpit box under steady gravity for 10 s.
public enum RestScene {
  /// The fastest ball speed during the last second, how many balls sleep at the end, and the deepest overlap.
  public static func measure(balls count: Int) -> (maximumSpeed: Double, asleep: Int, overlap: Double) {
    let pit = BallPit(balls: count)
    let world = pit.world
    world.gravity = Vector2(0, 10)
    var fastest = 0.0
    let steps = 600
    for k in 0..<steps {
      world.step(by: BallPit.dt)
      if k >= steps - 60 {
        for ball in pit.balls { fastest = max(fastest, world.linearVelocity(of: ball).length) }
      }
    }
    let asleep = pit.balls.count { !world.isAwake($0) }
    return (fastest, asleep, pit.maximumOverlap)
  }

  /// The scene's JSON result line.
  public static func report(balls: Int) -> String {
    let result = measure(balls: balls)
    return "{\"scene\":\"rest\",\"balls\":\(balls),\"max_speed_last_second\":\(json(result.maximumSpeed)),"
      + "\"asleep\":\(result.asleep),\"max_overlap\":\(String(format: "%.4f", result.overlap))}"
  }
}
