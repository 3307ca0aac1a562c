/// Every joint by slot, with the slots' bookkeeping.
struct JointStore {
  /// The joints, by slot (a free slot keeps its last joint, never read).
  private(set) var joints: ContiguousArray<Joint> = []
  /// Which slots hold a joint, their generations, the free slots.
  private(set) var slots = SlotPool()

  /// The slot indices, free or not.
  var indices: Range<Int> { joints.indices }

  /// The joint in slot `index`.
  subscript(index: Int) -> Joint {
    get { joints[index] }
    set { joints[index] = newValue }
  }

  /// Whether slot `index` holds a joint.
  func isAlive(_ index: Int) -> Bool { slots.alive[index] }

  /// Whether any slot holds a joint.
  var isEmpty: Bool { slots.liveCount == 0 }

  /// Stores `joint` in the last freed slot or a new one, and returns the slot.
  mutating func allocate(_ joint: Joint) -> Int32 {
    let (index, isNew) = slots.allocate()
    if isNew { joints.append(joint) } else { joints[Int(index)] = joint }
    return index
  }

  /// Frees slot `index`.
  mutating func release(_ index: Int32) { slots.release(index) }
}
