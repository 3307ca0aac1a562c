import Physics

/// The `bullet` scene: a ball at 500 units/s, no gravity, square at a static wall 0.1 thick and 10 long.
public enum BulletScene {
  /// The speed of the ball.
  public static let speed = 500.0

  /// Whether the ball's centre is ever beyond the wall's far side.
  public static func passesThrough() -> Bool {
    var definition = WorldDefinition()
    definition.gravity = .zero
    let world = World(definition)
    var wallBody = BodyDefinition()
    wallBody.type = .static
    wallBody.position = Vector2(5.55, 0)
    let wall = world.createBody(wallBody)
    _ = world.createShape(on: wall, .polygon(.box(halfWidth: 0.05, halfHeight: 5)), ShapeDefinition())
    var body = BodyDefinition()
    body.linearVelocity = Vector2(speed, 0)
    body.isBullet = true
    let ball = world.createBody(body)
    _ = world.createShape(on: ball, .circle(radius: 0.5), ShapeDefinition())
    for _ in 0..<120 {
      world.step(by: 1.0 / 60)
      if world.position(of: ball).x > 5.6 { return true }
    }
    return false
  }

  /// The scene's JSON result line.
  public static func report() -> String {
    "{\"scene\":\"bullet\",\"speed\":500,\"passed_through\":\(passesThrough())}"
  }
}
