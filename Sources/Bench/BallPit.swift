import Foundation
import Physics

/// The `ballpit` scene of SCENE.md: N equal balls in a square box under swaying gravity.
public struct BallPit {
  /// The ball radius.
  public static let radius = 0.5
  /// The spacing of the starting grid.
  public static let spacing = 1.5
  /// The fixed step.
  public static let dt = 1.0 / 60

  /// The world.
  public let world: World
  /// The balls, in the scene's order.
  public let balls: [BodyID]
  /// The side of the box.
  public let side: Double

  /// Builds the box and its `count` balls; `gravity` is set per step by `run`.
  public init(balls count: Int) {
    side = BallPit.side(balls: count)
    var definition = WorldDefinition()
    definition.gravity = Vector2(0, 10)
    let world = World(definition)
    self.world = world
    world.reserveCapacity(bodies: count + 1, shapes: count + 4)
    var material = ShapeDefinition()
    material.restitution = 0.8
    material.friction = 0.2
    material.density = 1
    var ground = BodyDefinition()
    ground.type = .static
    let walls = world.createBody(ground)
    let corners = BallPit.corners(side: side)
    for k in 0..<4 { _ = world.createShape(on: walls, .segment(corners[k], corners[(k + 1) % 4]), material) }
    var bodies: [BodyID] = []
    bodies.reserveCapacity(count)
    BallPit.forEachStart(balls: count) { position in
      var body = BodyDefinition()
      body.position = position
      let id = world.createBody(body)
      _ = world.createShape(on: id, .circle(radius: BallPit.radius), material)
      bodies.append(id)
    }
    balls = bodies
  }

  /// The side of the box for `count` balls.
  public static func side(balls count: Int) -> Double {
    (Double(count).squareRoot()).rounded(.up) * spacing + 2 * spacing
  }

  /// The box's corners, clockwise on the y-down screen from the origin.
  public static func corners(side: Double) -> [Vector2] {
    [Vector2(0, 0), Vector2(side, 0), Vector2(side, side), Vector2(0, side)]
  }

  /// Calls `body` with the starting centre of each of `count` balls, in order: the grid of SCENE.md, jittered.
  public static func forEachStart(balls count: Int, _ body: (Vector2) -> Void) {
    let columns = Int(((side(balls: count) - spacing) / spacing).rounded(.down))
    var random = BenchJitter()
    for i in 0..<count {
      let x = spacing + Double(i % columns) * spacing + random.jitter()
      let y = spacing + Double(i / columns) * spacing + random.jitter()
      body(Vector2(x, y))
    }
  }

  /// The gravity of step `k`: magnitude 10 swaying ±0.5 rad about straight down (y-down).
  public static func gravity(atStep k: Int) -> Vector2 {
    let angle = gravityAngle(atStep: k)
    return Vector2(10 * cos(angle), 10 * sin(angle))
  }

  /// The angle of step `k`'s gravity: π/2 (straight down, y-down) + 0.5 sin(2π k dt / 3).
  public static func gravityAngle(atStep k: Int) -> Double {
    Double.pi / 2 + 0.5 * sin(2 * Double.pi * (Double(k) * dt) / 3)
  }

  /// Runs `steps` steps and returns the seconds they took.
  public func run(steps: Int) -> Double {
    BallPit.seconds { for k in 0..<steps { step(k) } }.wall
  }

  /// Step `k`: gravity set for it, then one fixed step.
  public func step(_ k: Int) {
    world.gravity = BallPit.gravity(atStep: k)
    world.step(by: BallPit.dt)
  }

  /// The seconds `work` takes: on the wall clock, and of this thread's CPU time (which leaves out waiting
  /// for a core on a shared machine).
  static func seconds(_ work: () -> Void) -> (wall: Double, cpu: Double) {
    let start = clockSeconds(CLOCK_MONOTONIC)
    let cpuStart = clockSeconds(CLOCK_THREAD_CPUTIME_ID)
    work()
    let cpu = clockSeconds(CLOCK_THREAD_CPUTIME_ID) - cpuStart
    return (clockSeconds(CLOCK_MONOTONIC) - start, cpu)
  }

  /// The pit's step beside another scene's, timed in turns: `steps` steps of a pit of `balls` balls and of
  /// `other` (called with the step's number), a simulated second (60 steps) of each at a time, the pit
  /// first, each turn timed. Returns the seconds of each (wall and this thread's CPU time).
  ///
  /// Turns, so that a busy machine slows both alike; of a second each, because turns of one step would have
  /// each scene's step evict the other's data from the caches, which costs the larger more. Compared by CPU
  /// time, a scene's ratio leaves out the time either spent waiting for a core on a shared machine.
  public static func inTurns(
    balls: Int, steps: Int, beside other: (Int) -> Void
  ) -> (pit: (wall: Double, cpu: Double), other: (wall: Double, cpu: Double)) {
    let pit = BallPit(balls: balls)
    var seconds = (pit: (wall: 0.0, cpu: 0.0), other: (wall: 0.0, cpu: 0.0))
    for turn in stride(from: 0, to: steps, by: 60) {
      let range = turn..<min(turn + 60, steps)
      let pitTurn = BallPit.seconds { for k in range { pit.step(k) } }
      let otherTurn = BallPit.seconds { for k in range { other(k) } }
      seconds.pit = (seconds.pit.wall + pitTurn.wall, seconds.pit.cpu + pitTurn.cpu)
      seconds.other = (seconds.other.wall + otherTurn.wall, seconds.other.cpu + otherTurn.cpu)
    }
    return seconds
  }

  /// The time of `clock` in seconds: `clock_gettime` itself, not `ContinuousClock`, whose code lives in
  /// the concurrency library, a library the pit has no other use for (64 KB of its peak memory).
  private static func clockSeconds(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }

  /// Balls whose centre is not strictly inside the box.
  public var escaped: Int {
    balls.count { ball in
      let p = world.position(of: ball)
      return !(p.x > 0 && p.x < side && p.y > 0 && p.y < side)
    }
  }

  /// The deepest overlap between two balls, (2r − distance) / r, 0 when none overlap.
  public var maximumOverlap: Double {
    // Positions are read from the world as needed: a copy would count in the peak memory.
    BallPit.maximumOverlap(count: balls.count, radius: BallPit.radius, side: side) { world.position(of: balls[$0]) }
  }

  /// The deepest overlap among equal circles of `radius` at `centers` in a box of `side` (grid of cell 4r).
  public static func maximumOverlap(_ centers: [Vector2], radius: Double, side: Double) -> Double {
    maximumOverlap(count: centers.count, radius: radius, side: side) { centers[$0] }
  }

  /// The deepest overlap among `count` equal circles of `radius` in a box of `side`, the centre of
  /// circle i being `center(i)`.
  public static func maximumOverlap(
    count: Int, radius: Double, side: Double, center: (Int) -> Vector2
  ) -> Double {
    // Cells of 4r, not 2r, and Int32 links: the check runs while the world is still alive, at its
    // peak memory, where cells of 2r took 0.92 MB of the 100 000-ball pit's (now a quarter; each
    // ball meets about four times as many neighbours, which is nothing beside the steps).
    let cell = 4 * radius
    let width = Int((side / cell).rounded(.up)) + 1
    var head = [Int32](repeating: -1, count: width * width)
    var next = [Int32](repeating: -2, count: count)
    func cellOf(_ p: Vector2) -> (Int, Int)? {
      guard p.x >= 0, p.y >= 0 else { return nil }
      let cx = Int(p.x / cell)
      let cy = Int(p.y / cell)
      return cx < width && cy < width ? (cx, cy) : nil
    }
    for i in 0..<count {
      guard let (cx, cy) = cellOf(center(i)) else { continue }
      next[i] = head[cy * width + cx]
      head[cy * width + cx] = Int32(i)
    }
    var worst = 0.0
    for i in 0..<count {
      let p = center(i)
      guard let (cx, cy) = cellOf(p) else { continue }
      for dy in -1...1 {
        for dx in -1...1 {
          let x = cx + dx
          let y = cy + dy
          guard x >= 0, y >= 0, x < width, y < width else { continue }
          var j = Int(head[y * width + x])
          while j >= 0 {
            if j > i {
              let overlap = (2 * radius - (center(j) - p).length) / radius
              worst = max(worst, overlap)
            }
            j = Int(next[j])
          }
        }
      }
    }
    return worst
  }

  /// The scene's JSON result line.
  public static func report(balls: Int, steps: Int) -> String {
    let pit = BallPit(balls: balls)
    let seconds = pit.run(steps: steps)
    var line = ResultLine()
    line.add("engine", text: "tumble")
    line.add("balls", balls)
    line.add("steps", steps)
    line.add("ms_per_step", seconds * 1000 / Double(max(steps, 1)), places: 4)
    line.add("escaped", pit.escaped)
    line.add("max_overlap", pit.maximumOverlap, places: 4)
    return line.text
  }
}
