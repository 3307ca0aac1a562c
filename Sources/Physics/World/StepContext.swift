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
  /// Per body slot: the colouring's colour masks, then the warm start's velocities.
  let bodyScratch = BodyScratch()
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

/// Per body slot, the scratch of two phases of a step that never overlap, in one buffer: the
/// colouring's colour masks (8 bytes a body, during the contact search, see `ContactGraph`) and,
/// during the substeps without joints, each body's velocity before the substep's warm start, from
/// which the next substep's warm start finds what the contacts changed of it (12 bytes a body).
/// Two buffers were 2 MB of the 100 000-ball pit's peak memory, one is 1.2 MB. Neither phase
/// reads what the other left: each writes a body's slot before reading it.
final class BodyScratch {
  /// The buffer, room for `count` bodies (and for one at least, so that it has an address).
  private var base = UnsafeMutableRawPointer.allocate(byteCount: stride, alignment: 16)
  /// How many bodies the buffer has room for.
  private(set) var count = 0
  /// The bytes a body takes: room for either phase's.
  private static let stride = max(MemoryLayout<UInt64>.stride, MemoryLayout<BodyVelocity>.stride)

  /// Makes room for `count` bodies (what the buffer held is lost if it moves).
  func fit(_ count: Int) {
    guard count != self.count else { return }
    base.deallocate()
    base = UnsafeMutableRawPointer.allocate(byteCount: max(count, 1) * Self.stride, alignment: 16)
    self.count = count
  }

  /// The buffer as a colour mask a body.
  var colourMasks: UnsafeMutableBufferPointer<UInt64> {
    UnsafeMutableBufferPointer(start: base.bindMemory(to: UInt64.self, capacity: count), count: count)
  }

  /// The buffer as a velocity a body.
  var velocities: UnsafeMutablePointer<BodyVelocity> { base.bindMemory(to: BodyVelocity.self, capacity: count) }

  deinit { base.deallocate() }
}
