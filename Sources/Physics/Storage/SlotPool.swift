/// The slots of one kind of object in a world (bodies, shapes or joints): which hold an object,
/// each slot's generation (bumped on every create and destroy, so a stale handle is detected),
/// and the free slots, the last freed taken first (as Box2D's `id_pool`).
struct SlotPool {
  /// Whether each slot holds an object.
  private(set) var alive: ContiguousArray<Bool> = []
  /// Each slot's generation.
  private(set) var generation: ContiguousArray<UInt32> = []
  /// Free slots.
  private var free: [Int32] = []
  /// How many slots hold an object.
  private(set) var liveCount = 0

  /// How many slots there are, free or not.
  var count: Int { alive.count }

  /// Makes room for `capacity` slots.
  mutating func reserveCapacity(_ capacity: Int) {
    alive.reserveCapacity(capacity)
    generation.reserveCapacity(capacity)
  }

  /// Takes the last freed slot or a new one at the end (`isNew`: the owner grows its columns).
  mutating func allocate() -> (index: Int32, isNew: Bool) {
    let index: Int32
    let isNew: Bool
    if let slot = free.popLast() {
      index = slot
      isNew = false
    } else {
      index = Int32(alive.count)
      alive.append(false)
      generation.append(0)
      isNew = true
    }
    generation[Int(index)] &+= 1
    alive[Int(index)] = true
    liveCount += 1
    return (index, isNew)
  }

  /// Frees slot `index`.
  mutating func release(_ index: Int32) {
    alive[Int(index)] = false
    generation[Int(index)] &+= 1
    liveCount -= 1
    free.append(index)
  }

  /// Whether slot `index` holds the object of generation `generation`.
  func contains(_ index: Int32, generation expected: UInt32) -> Bool {
    let i = Int(index)
    return i >= 0 && i < alive.count && alive[i] && generation[i] == expected
  }
}
