/// The scratch of one `World.step(by:)`: what the phases hand each other within a step, apart
/// from the world's persistent state (bodies, shapes, joints, contacts, the broadphase).
///
/// The world keeps one context between steps only so that its buffers are reused, not
/// reallocated: no value in it means anything once a step is over.
struct StepContext {
  /// Whether some awake body has damping or a torque (the slower velocity update).
  var dampingOrTorque = false
  /// Awake non-static bodies in slot order.
  var awakeBodies: ContiguousArray<Int32> = []
  /// The blocks of the contact search, with their lists.
  var contactBlocks: [ContactBlock] = []
  /// How many of `contactBlocks` this step's search used.
  var contactBlockCount = 0
  /// Per body slot, during the substeps without joints: the velocity before the substep's warm
  /// start, from which the next substep's warm start finds what the contacts changed of it.
  var warmStartVelocities: ContiguousArray<BodyVelocity> = []
  /// Bodies to wake once the step is over.
  var pendingWake: [Int32] = []
  /// Bodies that moved far; each keeps how far it went in its state's `dp` until continuous
  /// collision has seen it (4 bytes a body, where a fall of every body once pinned 40).
  var fastMoves: ContiguousArray<Int32> = []
  /// Contacts that ended, by key (sorted into the step's end events at its close).
  var endEvents: [(key: UInt64, event: ContactEndEvent)] = []
  /// The blocks of the contacts' finish (one a contact block), with their events.
  var contactFinishes: [ContactFinish] = []
  /// The step's groups of rows in colour order, for the solver.
  var graph = ContactGraph()
  /// The threads of this step, nil for the stepping thread alone.
  var team: WorkerTeam?
}
