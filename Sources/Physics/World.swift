/// A physics world: bodies carrying shapes, joints between them, stepped at a fixed rate.
///
/// `step(by:)` runs these phases in order: update shape bounds, find contacts (broadphase grid,
/// then the pure pair functions), prepare the solver, then for each substep integrate velocities,
/// warm start, solve with soft contacts, integrate positions and relax; a restitution pass,
/// continuous collision against static shapes, contact events, and sleeping. Everything runs in
/// a fixed order over arrays, so the same calls give bit-identical results.
///
/// Contacts mix materials this way: restitution is the larger of the two shapes', friction the
/// geometric mean `sqrt(a · b)`.
public final class World {
  /// The settings the world was made with (gravity lives in `gravity`).
  var settings: WorldDefinition
  /// The gravity acceleration.
  var gravityVector: Vector2
  /// Bodies.
  var bodies = BodyStore()
  /// Shapes.
  var shapes = ShapeStore()
  /// Joints, by slot.
  var joints: ContiguousArray<Joint> = []
  /// Joint slot generations.
  var jointGeneration: ContiguousArray<UInt32> = []
  /// Whether each joint slot is live.
  var jointAlive: ContiguousArray<Bool> = []
  /// Free joint slots.
  var freeJoints: [Int32] = []
  /// The broadphase.
  var grid = SpatialGrid()
  /// Contacts in key order.
  var contacts: ContiguousArray<Contact> = []
  /// The contacts being built by the current step (swapped with `contacts`).
  var nextContacts: ContiguousArray<Contact> = []
  /// Solver rows of the current step.
  var rows: ContiguousArray<ContactRow> = []
  /// Awake non-static bodies in slot order, for this step.
  var awakeBodies: ContiguousArray<Int32> = []
  /// Bodies to wake once the current step is over.
  var pendingWake: [Int32] = []
  /// Bodies that moved far in the last step: where they started and how far they went.
  var fastMoves: ContiguousArray<(body: Int32, start: Vector2, displacement: Vector2)> = []
  /// The shapes of static bodies, or nil when it must be rebuilt.
  var staticShapes: ContiguousArray<Int32>?
  /// Scratch for broadphase queries.
  var candidateBuffer: ContiguousArray<Int32> = []
  /// Begin events of the last step.
  public private(set) var contactBeginEvents: [ContactBeginEvent] = []
  /// End events of the last step.
  public private(set) var contactEndEvents: [ContactEndEvent] = []

  /// A world with `definition`'s settings and no bodies.
  public init(_ definition: WorldDefinition = .init()) {
    settings = definition
    gravityVector = definition.gravity
  }

  /// The gravity acceleration; setting a different value wakes every body.
  public var gravity: Vector2 {
    get { gravityVector }
    set {
      guard newValue != gravityVector else { return }
      gravityVector = newValue
      for index in 0..<bodies.alive.count where bodies.alive[index] { wakeBody(Int32(index)) }
    }
  }

  /// The number of live bodies.
  public var bodyCount: Int { bodies.liveCount }

  /// The number of contacts (touching or not) found in the last step.
  public var contactCount: Int { contacts.count }

  /// Replaces events recorded by the last step (used by `step`).
  func setEvents(begin: [ContactBeginEvent], end: [ContactEndEvent]) {
    contactBeginEvents = begin
    contactEndEvents = end
  }
}
