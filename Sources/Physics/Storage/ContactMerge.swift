/// Merges a step's contacts over last step's list, in key order and in place: a new contact
/// goes where the merge has read the old one already, and waits in `pending` until then.
///
/// Holds an unchecked pointer into the list (valid while the list is neither grown nor
/// released: inside the `withUnsafeMutableBufferPointer` that gave it).
struct ContactMerge {
  /// Last step's contacts, read in order and written over.
  let list: UnsafeMutablePointer<Contact>
  /// How many contacts last step had.
  let previousCount: Int
  /// How many of last step's contacts have been read.
  private(set) var read = 0
  /// How many of this step's contacts are in place.
  private(set) var written = 0
  /// Contacts that ran ahead of the merge, in order.
  private(set) var pending: ContiguousArray<Contact>
  /// The first contact in `pending` not yet in place.
  private(set) var pendingHead = 0

  /// A merge over `list`'s first `previousCount` contacts, queueing in `pending`'s storage.
  init(list: UnsafeMutablePointer<Contact>, previousCount: Int, pending: ContiguousArray<Contact>) {
    self.list = list
    self.previousCount = previousCount
    self.pending = pending
    self.pending.removeAll(keepingCapacity: true)
  }

  /// Reads past last step's contacts ordered before `key`, handing each that touched to
  /// `ended`, and returns the index of last step's contact of `key` (read too), or −1.
  @inline(__always)
  mutating func advance(to key: UInt64, ended: (Contact) -> Void) -> Int {
    while read < previousCount && list[read].key < key {
      if list[read].touching { ended(list[read]) }
      read += 1
    }
    guard read < previousCount && list[read].key == key else { return -1 }
    read += 1
    return read - 1
  }

  /// Reads the rest of last step's contacts, handing each that touched to `ended`.
  mutating func finishReading(ended: (Contact) -> Void) {
    while read < previousCount {
      if list[read].touching { ended(list[read]) }
      read += 1
    }
  }

  /// Writes `contact` after this step's contacts before it, in place where the merge has read.
  @inline(__always)
  mutating func emit(_ contact: Contact) {
    if pendingHead == pending.count && written < read {
      list[written] = contact
      written += 1
      return
    }
    pending.append(contact)
    while pendingHead < pending.count && written < read {
      list[written] = pending[pendingHead]
      written += 1
      pendingHead += 1
    }
    // The queue moves on as it fills: drop what it has placed once that is most of it, so it
    // holds about as many contacts as wait at once, not every contact that passed through (in
    // a big pit, most of the list, regrown by doubling every step).
    if pendingHead >= 256 && 2 * pendingHead >= pending.count {
      pending.removeFirst(pendingHead)
      pendingHead = 0
    }
  }

  /// Puts the contacts still waiting last, over what is left of `store` (the list merged
  /// over), then after it; cuts `store` to this step's contacts and returns the emptied queue.
  mutating func finish(into store: inout ContiguousArray<Contact>) -> ContiguousArray<Contact> {
    var count = written
    for contact in pending[pendingHead...] {
      if count < store.count {
        store[count] = contact
      } else {
        store.appendGrowingByAQuarter(contact)
      }
      count += 1
    }
    if count < store.count { store.removeLast(store.count - count) }
    pending.removeAll(keepingCapacity: true)
    pendingHead = 0
    return pending
  }
}
