/// The world's contacts in key order, held once: in segments, one for each block of the contact
/// search, each holding the contacts whose first shape is in its block's shapes.
///
/// A step's search rewrites each segment in place over last step's contacts, which it reads as
/// it goes (see `ContactRewrite`), instead of writing a new list beside the old one and joining
/// the blocks' lists into a third: the 100 000-ball pit's 8.2 MB of contacts were held twice.
struct ContactList: Sequence {
  /// The segments, in key order.
  private(set) var segments: [ContactSegment] = []
  /// The shape count the segments' blocks were cut for (0 before the first search).
  private(set) var shapeCount = 0

  /// How many contacts there are (counted: a contact of two points takes two records).
  var count: Int { reduce(0) { count, _ in count + 1 } }

  /// Whether the segments hold the contacts of `blockCount` blocks of `shapeCount` shapes, so
  /// that each block's search reads last step's contacts from its own segment.
  func isCut(blockCount: Int, shapeCount: Int) -> Bool {
    segments.count == blockCount && self.shapeCount == shapeCount
  }

  /// Cuts the list anew for `blockCount` blocks of `shapeCount` shapes: returns every contact's
  /// records, in key order, and leaves `blockCount` empty segments for the search to fill.
  mutating func recut(blockCount: Int, shapeCount: Int) -> ContiguousArray<Contact> {
    var all = ContiguousArray<Contact>()
    all.reserveCapacity(segments.reduce(0) { $0 + $1.count })
    for segment in segments { all.append(contentsOf: segment.contacts) }
    if segments.count > blockCount { segments.removeLast(segments.count - blockCount) }
    while segments.count < blockCount { segments.append(ContactSegment()) }
    for segment in segments { segment.count = 0 }
    self.shapeCount = shapeCount
    return all
  }

  /// Removes the contacts `shouldRemove` picks (by their first records), keeping the order of the rest.
  mutating func removeAll(where shouldRemove: (Contact) -> Bool) {
    for segment in segments { segment.removeAll(where: shouldRemove) }
  }

  /// Reads the contacts in key order: their first records.
  struct Iterator: IteratorProtocol {
    /// The segments.
    let segments: [ContactSegment]
    /// The segment being read.
    var segment = 0
    /// The next contact's first record in it.
    var index = 0

    mutating func next() -> Contact? {
      while segment < segments.count {
        if index < segments[segment].count {
          let contact = segments[segment].base[index]
          index += contact.pointCount
          return contact
        }
        segment += 1
        index = 0
      }
      return nil
    }
  }

  func makeIterator() -> Iterator { Iterator(segments: segments) }
}

/// One segment of a `ContactList`: contacts' records (see `Contact`) in a buffer of its own, whose
/// room is address space until written (it is never filled ahead, so pages past the records are
/// not touched).
final class ContactSegment {
  /// The first record.
  private(set) var base: UnsafeMutablePointer<Contact>
  /// How many records fit.
  private(set) var capacity = 0
  /// How many records there are.
  var count = 0

  /// An empty segment.
  init() { base = UnsafeMutablePointer.allocate(capacity: 0) }

  deinit { base.deallocate() }

  /// The records, for reading and writing in place (valid until the segment changes room).
  var contacts: UnsafeMutableBufferPointer<Contact> { UnsafeMutableBufferPointer(start: base, count: count) }

  /// Moves the segment to a buffer of `capacity` places, keeping the contacts in `kept` (two
  /// runs, at the same places; the rest is left as it was written, so not copied).
  func resize(to capacity: Int, keeping kept: [Range<Int>]) {
    let moved = UnsafeMutablePointer<Contact>.allocate(capacity: capacity)
    for run in kept where !run.isEmpty {
      (moved + run.lowerBound).initialize(from: base + run.lowerBound, count: run.count)
    }
    base.deallocate()
    base = moved
    self.capacity = capacity
  }

  /// Moves the segment to a buffer of `room` places (see `resize`) when it has less room, or more
  /// than twice as much and a few places: a segment keeps a burst's room no longer than a step.
  func fitRoom(_ room: Int, keeping kept: [Range<Int>]) {
    if capacity < room || capacity > 2 * room + 64 { resize(to: room, keeping: kept) }
  }

  /// Removes the contacts `shouldRemove` picks (by their first records), keeping the order of the rest.
  func removeAll(where shouldRemove: (Contact) -> Bool) {
    var kept = 0
    var index = 0
    while index < count {
      let records = base[index].pointCount
      if !shouldRemove(base[index]) {
        for record in 0..<records { base[kept + record] = base[index + record] }
        kept += records
      }
      index += records
    }
    count = kept
  }
}
