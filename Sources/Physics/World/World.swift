import Synchronization

/// How many worlds the process has made.
private let worldCount = Atomic<UInt32>(0)

/// A physics world: bodies carrying shapes, joints between them, stepped at a fixed rate.
///
/// `step(by:)` runs these phases in order: update shape bounds, find contacts (broadphase grid,
/// then the pure pair functions), prepare the solver, then for each substep integrate velocities,
/// warm start, solve with soft contacts, integrate positions and relax; a restitution pass,
/// contact events, then the bodies move, continuous collision against static shapes, and sleeping. Everything runs in
/// a fixed order over arrays, so the same calls give bit-identical results, on any number of threads (see
/// `threadCount`).
///
/// Contacts mix materials this way: restitution is the larger of the two shapes', friction the
/// geometric mean `sqrt(a · b)`.
public final class World {
  /// This world's number, unique in the process: its handles carry it, so a handle from another
  /// world is told apart.
  let number = worldCount.add(1, ordering: .relaxed).newValue
  /// The settings the world was made with (gravity lives in `gravity`).
  @exclusivity(unchecked) var settings: WorldDefinition
  /// The gravity acceleration.
  @exclusivity(unchecked) var gravityVector: Vector2
  /// Bodies.
  @exclusivity(unchecked) var bodies = BodyStore()
  /// Shapes.
  @exclusivity(unchecked) var shapes = ShapeStore()
  /// Joints.
  @exclusivity(unchecked) var joints = JointStore()
  /// The broadphase.
  @exclusivity(unchecked) var grid = SpatialGrid()
  /// Contacts in key order.
  @exclusivity(unchecked) var contacts = ContactList()
  /// The scratch of the current step.
  @exclusivity(unchecked) var stepContext = StepContext()
  /// The shapes of static bodies, or nil when it must be rebuilt.
  @exclusivity(unchecked) var staticShapes: ContiguousArray<Int32>?
  /// How far static bounds were last grown beyond their own margin.
  var staticBoundsExcess = 0.0
  /// Whether any force or torque waits for the next step.
  var forcesApplied = false
  /// Begin events of the last step.
  public private(set) var contactBeginEvents: [ContactBeginEvent] = []
  /// End events of the last step.
  public private(set) var contactEndEvents: [ContactEndEvent] = []
  /// How many threads the step uses (see `threadCount`).
  var threads = World.defaultThreadCount
  /// The workers of the step, once started (see `workerTeam`).
  var team: WorkerTeam?
  /// Divides every phase's block size (see `forEachBlock`): 1, except in the tests, which split
  /// a small world into as many blocks as a large one would have.
  var blockDivisor = 1

  /// A world with `definition`'s settings and no bodies (checked: see `WorldDefinition`).
  public init(_ definition: WorldDefinition = .init()) {
    settings = definition.checked()
    gravityVector = settings.gravity
  }

  deinit {
    team?.shutDown()
  }

  /// The gravity acceleration; setting a different value wakes every body.
  ///
  /// Checked (see `InputCheck`): a non-finite gravity is ignored, one beyond the limit clamped.
  /// However strong, gravity moves no body faster than the maximum linear speed (see `step(by:)`).
  public var gravity: Vector2 {
    get { gravityVector }
    set {
      guard let newValue = InputCheck.checked(newValue, "gravity", in: "World.gravity"), newValue != gravityVector
      else { return }
      gravityVector = newValue
      // What `wakeBody` does for each body, with awake bodies (every one, in a sloshing pit;
      // never a static or destroyed one) handled in one pass through pointers: the bench's pit
      // sets its gravity before every step, on the stepping thread alone.
      var sleeping: [Int32] = []
      let (isAlive, isAwake, type) = (bodies.slots.alive.unsafeBase, bodies.awake.unsafeBase, bodies.type.unsafeBase)
      bodies.sleepTime.withUnsafeMutableBufferPointer { sleepTimes in
        for index in 0..<sleepTimes.count {
          if isAwake[index] {
            sleepTimes[index] = 0
          } else if isAlive[index] && type[index] != .static {
            sleeping.append(Int32(index))
          }
        }
      }
      for body in sleeping { wakeBody(body) }
    }
  }

  /// The number of live bodies.
  public var bodyCount: Int { bodies.slots.liveCount }

  /// The number of contacts (touching or not) found in the last step.
  public var contactCount: Int { contacts.count }

  /// Makes room for `bodies` bodies and `shapes` shapes in all, so that creating that many
  /// allocates once and exactly, instead of doubling as they come.
  public func reserveCapacity(bodies bodyCapacity: Int, shapes shapeCapacity: Int) {
    bodies.reserveCapacity(bodyCapacity)
    shapes.reserveCapacity(shapeCapacity)
  }

  /// Replaces events recorded by the last step (used by `step`).
  func setEvents(begin: [ContactBeginEvent], end: [ContactEndEvent]) {
    contactBeginEvents = begin
    contactEndEvents = end
  }
}
