import Foundation
import Physics

/// The `headon` scene: two balls meet at 5 units/s each, no gravity; measured restitution and momentum change.
public enum HeadOnScene {
  /// The measured restitution and relative momentum change for a second ball `massRatio` times as dense.
  public static func measure(restitution: Double, massRatio: Double) -> (restitution: Double, momentumChange: Double) {
    var definition = WorldDefinition()
    definition.gravity = .zero
    let world = World(definition)
    var balls: [BodyID] = []
    for (x, v, density) in [(-3.0, 5.0, 1.0), (3.0, -5.0, massRatio)] {
      var body = BodyDefinition()
      body.position = Vector2(x, 0)
      body.linearVelocity = Vector2(v, 0)
      let id = world.createBody(body)
      var material = ShapeDefinition()
      material.restitution = restitution
      material.density = density
      _ = world.createShape(on: id, .circle(radius: 0.5), material)
      balls.append(id)
    }
    let initialSpeeds = balls.reduce(0.0) { $0 + world.mass(of: $1) * world.linearVelocity(of: $1).length }
    func momentum() -> Vector2 {
      balls.reduce(Vector2.zero) { $0 + world.mass(of: $1) * world.linearVelocity(of: $1) }
    }
    let before = momentum()
    for _ in 0..<120 { world.step(by: 1.0 / 60) }
    let after = momentum()
    let separation = world.linearVelocity(of: balls[1]).x - world.linearVelocity(of: balls[0]).x
    // With equal masses the total is zero: measure against the momenta the balls brought.
    let scale = max(before.length, initialSpeeds)
    return (separation / 10, (after - before).length / scale)
  }

  /// The scene's JSON result line.
  public static func report(restitution: Double) -> String {
    let results = [1.0, 10, 100].map { ratio -> String in
      let result = measure(restitution: restitution, massRatio: ratio)
      return "{\"mass_ratio\":\(json(ratio)),\"measured\":\(json(result.restitution)),"
        + "\"momentum_change\":\(String(format: "%.3e", result.momentumChange))}"
    }
    return "{\"scene\":\"headon\",\"restitution\":\(json(restitution)),\"results\":[\(results.joined(separator: ","))]}"
  }
}
