import Foundation
import Physics

/// The `tumbler` scene of SCENE.md: a kinematic square box turning about its centre, filled two bodies a step.
public struct TumblerScene {
  /// The inside half-width of the box.
  public static let inside = 10.0
  /// The circles' radius (the boxes are 2r × 2r).
  public static let radius = 0.125
  /// The steps of a run.
  public static let steps = 1200

  /// The world.
  public let world: World
  /// The turning box.
  public let box: BodyID
  private let bodyCount: Int

  /// Builds the turning box; bodies come in `run`, until there are `bodies`.
  public init(bodies: Int) {
    bodyCount = bodies
    var definition = WorldDefinition()
    definition.gravity = Vector2(0, 10)
    world = World(definition)
    world.reserveCapacity(bodies: bodies + 1, shapes: bodies + 4)
    var body = BodyDefinition()
    body.type = .kinematic
    // y-down: a positive turn is clockwise on the screen.
    body.angularVelocity = 0.25 * Double.pi
    box = world.createBody(body)
    let wall = TumblerScene.inside + 0.5
    let walls = [
      Polygon.box(halfWidth: 0.5, halfHeight: wall + 0.5, center: Vector2(-wall, 0)),
      Polygon.box(halfWidth: 0.5, halfHeight: wall + 0.5, center: Vector2(wall, 0)),
      Polygon.box(halfWidth: wall + 0.5, halfHeight: 0.5, center: Vector2(0, -wall)),
      Polygon.box(halfWidth: wall + 0.5, halfHeight: 0.5, center: Vector2(0, wall)),
    ]
    for polygon in walls { _ = world.createShape(on: box, .polygon(polygon), TumblerScene.material) }
  }

  private static var material: ShapeDefinition {
    var material = ShapeDefinition()
    material.density = 1
    material.friction = 0.6
    material.restitution = 0
    return material
  }

  /// What a run measured.
  public struct Result {
    /// Wall seconds of the steps alone.
    public var seconds = 0.0
    /// Bodies whose centre is outside the box's inside square at the end.
    public var escaped = 0
    /// The deepest overlap between two circles at the end, a fraction of their radius.
    public var maximumOverlap = 0.0
  }

  /// Runs the 1 200 steps, adding a circle and a box at the centre before each step until there are enough.
  public func run() -> Result {
    var result = Result()
    var circles: [BodyID] = []
    var all: [BodyID] = []
    let clock = ContinuousClock()
    let square = Geometry.polygon(.box(halfWidth: TumblerScene.radius, halfHeight: TumblerScene.radius))
    for _ in 0..<TumblerScene.steps {
      let start = clock.now
      for geometry in [Geometry.circle(radius: TumblerScene.radius), square] where all.count < bodyCount {
        let id = world.createBody(BodyDefinition())
        _ = world.createShape(on: id, geometry, TumblerScene.material)
        all.append(id)
        if case .circle = geometry { circles.append(id) }
      }
      world.step(by: BallPit.dt)
      let elapsed = (clock.now - start).components
      result.seconds += Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
    }
    let turn = Vector2.angle(world.angle(of: box))
    let centre = world.position(of: box)
    result.escaped = all.count { id in
      let d = world.position(of: id) - centre
      // d in the box's own frame: turned back by the box's angle.
      let x = turn.x * d.x + turn.y * d.y
      let y = -turn.y * d.x + turn.x * d.y
      return !(abs(x) < TumblerScene.inside && abs(y) < TumblerScene.inside)
    }
    // Shifted so the turned box lies in the square [0, 30]².
    let shift = Vector2(15, 15)
    result.maximumOverlap = BallPit.maximumOverlap(count: circles.count, radius: TumblerScene.radius, side: 30) {
      world.position(of: circles[$0]) - centre + shift
    }
    return result
  }

  /// The scene's JSON result line.
  public static func report(bodies: Int) -> String {
    let result = TumblerScene(bodies: bodies).run()
    return String(
      format: "{\"engine\":\"tumble\",\"scene\":\"tumbler\",\"bodies\":%d,\"steps\":%d,\"ms_per_step\":%.4f,"
        + "\"escaped\":%d,\"max_overlap\":%.4f}",
      bodies, steps, result.seconds * 1000 / Double(steps), result.escaped, result.maximumOverlap)
  }
}
