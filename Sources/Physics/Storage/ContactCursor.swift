/// Reads last step's contacts of a range of keys in order, alongside a search that finds this
/// step's contacts in the same order.
struct ContactCursor {
  /// Last step's contacts in the range.
  private let previous: UnsafeBufferPointer<Contact>
  /// How many have been read.
  private var read = 0

  /// A cursor over the contacts of `list` (in key order) whose keys are in `keys`.
  init(_ list: UnsafeBufferPointer<Contact>, keys: Range<UInt64>) {
    let first = Self.firstIndex(in: list, notBelow: keys.lowerBound)
    let end = Self.firstIndex(in: list, notBelow: keys.upperBound)
    previous = UnsafeBufferPointer(rebasing: list[first..<end])
  }

  /// How many contacts the range held last step.
  var count: Int { previous.count }

  /// Reads past the contacts ordered before `key`, handing each that touched to `ended`, and
  /// returns the contact of `key` (read too), or nil.
  @inline(__always)
  mutating func advance(to key: UInt64, ended: (Contact) -> Void) -> Contact? {
    while read < previous.count && previous[read].key < key {
      if previous[read].touching { ended(previous[read]) }
      read += 1
    }
    guard read < previous.count && previous[read].key == key else { return nil }
    read += 1
    return previous[read - 1]
  }

  /// Reads the rest, handing each contact that touched to `ended`.
  mutating func finish(ended: (Contact) -> Void) {
    while read < previous.count {
      if previous[read].touching { ended(previous[read]) }
      read += 1
    }
  }

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
