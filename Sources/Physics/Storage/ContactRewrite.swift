/// Rewrites a segment of the contact list (see `ContactList`) for a search that finds this step's
/// contacts of a range of keys in order: reads last step's contacts of the range alongside, and
/// writes the new ones in their place.
///
/// Last step's contacts are read from the segment itself (or, when the list was cut anew, from
/// the whole old list). In place, the unread ones are kept ahead of the writing: they are moved
/// up by a gap at the start, and again, by another, should the writing catch up with them (a
/// range whose contacts grow by more than the gap in one step), so only a few pages more than
/// the contacts are touched.
struct ContactRewrite {
  /// The segment written.
  private let segment: ContactSegment
  /// Whether last step's contacts are read from the segment itself.
  private let inPlace: Bool
  /// The segment's buffer, as it is since the last move (kept here, so that the search's loop reads
  /// it without going through the segment).
  private var base: UnsafeMutablePointer<Contact>
  /// How many records the segment's buffer holds.
  private var capacity: Int
  /// Where last step's contacts are read: the segment's buffer, or the whole old list.
  private var source: UnsafePointer<Contact>
  /// The next record of last step to read.
  private var read: Int
  /// The end of last step's records of the range.
  private var end: Int
  /// How many records have been written.
  private var written = 0
  /// The second record of the contact `advance` last returned, if that contact had two points.
  private(set) var previousSecond = Contact(shapeA: 0, shapeB: 0)

  /// Rewrites `segment` in place over last step's contacts in it, with room for `room` in all.
  init(inPlace segment: ContactSegment, room: Int) {
    self.segment = segment
    inPlace = true
    let count = segment.count
    let gap = Self.gap(unread: count)
    let needed = max(count + gap, room)
    segment.fitRoom(needed, keeping: [0..<count])
    (segment.base + gap).moveInitialize(from: segment.base, count: count)
    (base, capacity, source) = (segment.base, segment.capacity, UnsafePointer(segment.base))
    read = gap
    end = count + gap
  }

  /// Writes `segment` afresh with room for `room`, reading last step's contacts of `keys` from
  /// `list` (the whole old list, in key order).
  init(_ segment: ContactSegment, room: Int, from list: UnsafeBufferPointer<Contact>, keys: Range<UInt64>) {
    self.segment = segment
    inPlace = false
    read = Self.firstIndex(in: list, notBelow: keys.lowerBound)
    end = Self.firstIndex(in: list, notBelow: keys.upperBound)
    segment.fitRoom(room, keeping: [])
    (base, capacity) = (segment.base, segment.capacity)
    // An empty list has no address: one that is never read.
    source = list.baseAddress.map { UnsafePointer($0) } ?? UnsafePointer(base)
  }

  /// How many records the range held last step and are not yet read.
  var unread: Int { end - read }

  /// Last step's record at `index`.
  @inline(__always)
  private func previous(_ index: Int) -> Contact { source[index] }

  /// Reads past the contacts ordered before `key`, handing each that touched to `ended` (a
  /// second record never touches), and returns the contact of `key` (read too, its second record
  /// into `previousSecond`), or nil.
  @inline(__always)
  mutating func advance(to key: UInt64, ended: (Contact) -> Void) -> Contact? {
    while read < end && previous(read).key < key {
      let contact = previous(read)
      if contact.touching { ended(contact) }
      read += 1
    }
    guard read < end && previous(read).key == key else { return nil }
    let contact = previous(read)
    read += 1
    if contact.twoPoints {
      previousSecond = previous(read)
      read += 1
    }
    return contact
  }

  /// Writes the record `contact` after the ones before it.
  @inline(__always)
  mutating func append(_ contact: Contact) {
    if inPlace && written == read && read < end { makeRoom() }
    if written == capacity { grow() }
    base[written] = contact
    written += 1
  }

  /// Doubles the segment's room for the records written (kept out of the search's loop: seldom met).
  @inline(never)
  private mutating func grow() {
    segment.resize(to: 2 * written + 64, keeping: [0..<written])
    segmentMoved()
  }

  /// Takes the segment's buffer again after it moved.
  private mutating func segmentMoved() {
    (base, capacity) = (segment.base, segment.capacity)
    if inPlace { source = UnsafePointer(base) }
  }

  /// Reads the rest, handing each contact that touched to `ended`, and leaves the segment
  /// holding what was written.
  mutating func finish(ended: (Contact) -> Void) {
    while read < end {
      let contact = previous(read)
      if contact.touching { ended(contact) }
      read += 1
    }
    segment.count = written
  }

  /// Moves the unread records up by a gap, growing the segment when they do not fit.
  private mutating func makeRoom() {
    let gap = Self.gap(unread: end - read)
    if end + gap > capacity {
      segment.resize(to: end + gap + (end + gap) / 4, keeping: [0..<written, read..<end])
      segmentMoved()
    }
    (base + read + gap).moveInitialize(from: base + read, count: end - read)
    read += gap
    end += gap
  }

  /// The gap kept ahead of `unread` contacts: a thirty-second of them and a few more (each moves
  /// them all, so it is seldom; each touches its places, so it is small).
  private static func gap(unread: Int) -> Int { unread / 32 + 16 }

  /// The index of the first contact of `list` whose key is `key` or more (binary search).
  private static func firstIndex(in list: UnsafeBufferPointer<Contact>, notBelow key: UInt64) -> Int {
    var low = 0
    var high = list.count
    while low < high {
      let middle = (low + high) / 2
      if list[middle].key < key { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
