import Foundation
import Physics

/// The `pyramid` scene of SCENE.md: a pyramid of 1 × 1 boxes on a static ground, left to settle.
///
/// SCENE.md is y-up; the engine is y-down, so row r's centres sit at y = −(0.5 + r) above the ground
/// y = 0 and gravity is (0, 10). Distances and speeds do not care.
public struct PyramidScene {
  /// The step at whose end the stack counts as settled and drift starts.
  public static let settled = 120

  /// The world.
  public let world: World
  /// The boxes, bottom row first, left to right.
  public let boxes: [BodyID]

  /// Builds the ground and the `base` rows.
  public init(base: Int) {
    var definition = WorldDefinition()
    definition.gravity = Vector2(0, 10)
    world = World(definition)
    var material = ShapeDefinition()
    material.friction = 0.6
    material.restitution = 0
    material.density = 1
    var groundDefinition = BodyDefinition()
    groundDefinition.type = .static
    let ground = world.createBody(groundDefinition)
    let reach = 10 * Double(base)
    _ = world.createShape(on: ground, .segment(Vector2(-reach, 0), Vector2(reach, 0)), material)
    let square = Geometry.polygon(.box(halfWidth: 0.5, halfHeight: 0.5))
    var bodies: [BodyID] = []
    for row in 0..<base {
      for k in 0..<(base - row) {
        var body = BodyDefinition()
        body.position = Vector2(Double(row) / 2 + Double(k) - Double(base - 1) / 2, -(0.5 + Double(row)))
        let id = world.createBody(body)
        _ = world.createShape(on: id, square, material)
        bodies.append(id)
      }
    }
    boxes = bodies
  }

  /// What a run measured.
  public struct Result {
    /// Wall seconds of the steps alone.
    public var seconds = 0.0
    /// How far the top box moved from the end of step `settled` to the end.
    public var drift = 0.0
    /// The fastest box during the last 60 steps.
    public var maximumSpeed = 0.0
    /// Boxes asleep at the end.
    public var asleep = 0
  }

  /// Runs `steps` steps (timing only the steps) and measures.
  public func run(steps: Int) -> Result {
    var result = Result()
    let clock = ContinuousClock()
    guard let top = boxes.last else { return result }
    var settledAt = world.position(of: top)
    for k in 0..<steps {
      let start = clock.now
      world.step(by: BallPit.dt)
      let elapsed = (clock.now - start).components
      result.seconds += Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
      if k + 1 == PyramidScene.settled { settledAt = world.position(of: top) }
      if k >= steps - 60 {
        for box in boxes { result.maximumSpeed = max(result.maximumSpeed, world.linearVelocity(of: box).length) }
      }
    }
    if steps < PyramidScene.settled { settledAt = world.position(of: top) }
    result.drift = (world.position(of: top) - settledAt).length
    result.asleep = boxes.count { !world.isAwake($0) }
    return result
  }

  /// The scene's JSON result line.
  public static func report(base: Int, steps: Int) -> String {
    let scene = PyramidScene(base: base)
    let result = scene.run(steps: steps)
    return String(
      format: "{\"engine\":\"tumble\",\"scene\":\"pyramid\",\"base\":%d,\"boxes\":%d,\"steps\":%d,"
        + "\"ms_per_step\":%.4f,\"drift\":%.6f,\"max_speed_last_second\":%.6f,\"asleep\":%d}",
      base, scene.boxes.count, steps, result.seconds * 1000 / Double(steps), result.drift, result.maximumSpeed,
      result.asleep)
  }
}
