@testable import Physics

/// Small worlds the tests share.
enum Scenes {
  /// A world with a static floor segment at y = 0 (y-up, gravity −10) spanning ±`width`.
  static func floorWorld(width: Double = 50, gravity: Double = 10) -> World {
    var definition = WorldDefinition()
    definition.gravity = Vector2(0, -gravity)
    let world = World(definition)
    var ground = BodyDefinition()
    ground.type = .static
    let body = world.createBody(ground)
    _ = world.createShape(on: body, .segment(Vector2(-width, 0), Vector2(width, 0)), ShapeDefinition())
    return world
  }

  /// Adds a ball of `radius` at `position`.
  @discardableResult
  static func ball(
    in world: World, at position: Vector2, radius: Double = 0.5, restitution: Double = 0, friction: Double = 0.6,
    density: Double = 1
  ) -> BodyID {
    var definition = BodyDefinition()
    definition.position = position
    let body = world.createBody(definition)
    var shape = ShapeDefinition()
    shape.restitution = restitution
    shape.friction = friction
    shape.density = density
    _ = world.createShape(on: body, .circle(radius: radius), shape)
    return body
  }

  /// Adds a static box of half extents at `center`.
  static func wall(in world: World, center: Vector2, halfWidth: Double, halfHeight: Double) {
    var definition = BodyDefinition()
    definition.type = .static
    definition.position = center
    let body = world.createBody(definition)
    _ = world.createShape(
      on: body, .polygon(.box(halfWidth: halfWidth, halfHeight: halfHeight)), ShapeDefinition())
  }

  /// A closed box of four static segments from (0, 0) to (side, side).
  static func boxWorld(side: Double, gravity: Vector2, restitution: Double = 0) -> World {
    var definition = WorldDefinition()
    definition.gravity = gravity
    let world = World(definition)
    var ground = BodyDefinition()
    ground.type = .static
    let body = world.createBody(ground)
    var shape = ShapeDefinition()
    shape.restitution = restitution
    let corners = [Vector2(0, 0), Vector2(side, 0), Vector2(side, side), Vector2(0, side)]
    for k in 0..<4 { _ = world.createShape(on: body, .segment(corners[k], corners[(k + 1) % 4]), shape) }
    return world
  }
}
