import Foundation
import Physics

/// The `drop` scene: a ball of restitution e dropped from height h onto a static floor; its first three apexes.
public enum DropScene {
  /// The first three rebound apexes (the ball's lowest point above the floor).
  public static func apexes(restitution: Double, height: Double) -> [Double] {
    var definition = WorldDefinition()
    definition.gravity = Vector2(0, 10)
    let world = World(definition)
    var ground = BodyDefinition()
    ground.type = .static
    let floor = world.createBody(ground)
    _ = world.createShape(on: floor, .segment(Vector2(-100, 0), Vector2(100, 0)), ShapeDefinition())
    var body = BodyDefinition()
    body.position = Vector2(0, -height - 0.5)
    let ball = world.createBody(body)
    var material = ShapeDefinition()
    material.restitution = restitution
    _ = world.createShape(on: ball, .circle(radius: 0.5), material)
    var apexes: [Double] = []
    var rising = false
    var best = 0.0
    var steps = 0
    while apexes.count < 3 && steps < 60 * 120 {
      world.step(by: 1.0 / 60)
      steps += 1
      let height = -world.position(of: ball).y - 0.5
      let up = world.linearVelocity(of: ball).y < 0
      if up {
        rising = true
        best = max(best, height)
      } else if rising {
        rising = false
        apexes.append(max(best, height))
        best = 0
      }
    }
    return apexes
  }

  /// The scene's JSON result line.
  public static func report(restitution: Double, height: Double) -> String {
    let apex = apexes(restitution: restitution, height: height)
    let ratio = apex.map { $0 / height }
    return "{\"scene\":\"drop\",\"restitution\":\(json(restitution)),\"height\":\(json(height)),"
      + "\"apex\":[\(apex.map { json($0) }.joined(separator: ","))],"
      + "\"ratio\":[\(ratio.map { json($0) }.joined(separator: ","))]}"
  }
}

/// A number for a JSON line: shortest round-trip form, integers without a fraction.
func json(_ value: Double) -> String {
  if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
  return String(format: "%.6g", value)
}
