/// Items (key << 32 | value) made in passes that grow their scratch without writing ahead: the
/// grid's pairs with a large shape (kept between steps for its buffer).
final class KeyedBlock {
  /// The items as made, in the first `found` places.
  var items: ContiguousArray<UInt64> = []
  /// How many items were made.
  var found = 0

  /// Makes room for at least `count` items (their values are left to the caller to set, and the
  /// room is not filled ahead: pages no item reaches are not touched).
  func reserve(_ count: Int) {
    if items.count < count { items = Self.grown([], keeping: 0, to: count) }
  }

  /// `items` moved to a buffer of `count` places, keeping its first `kept` (the rest are left to
  /// the caller to set, not written ahead).
  static func grown(_ items: ContiguousArray<UInt64>, keeping kept: Int, to count: Int) -> ContiguousArray<UInt64> {
    ContiguousArray(unsafeUninitializedCapacity: count) { buffer, made in
      _ = items.withUnsafeBufferPointer { buffer.initialize(fromContentsOf: $0[..<kept]) }
      made = count
    }
  }

  /// The items the block made (valid until the block changes).
  var made: UnsafeBufferPointer<UInt64> { UnsafeBufferPointer(start: items.unsafeBase, count: found) }
}

/// The keys `0..<keyCount` cut into runs of `span` keys.
struct KeyBands {
  /// The keys sorted.
  let keyCount: Int
  /// Keys a band (the last may have fewer).
  let span: Int
  /// The bands.
  let count: Int

  /// About `bands` bands of `keyCount` keys (one when the keys are fewer than twice the bands).
  init(keyCount: Int, bands: Int) {
    self.keyCount = keyCount
    let span = (keyCount + max(bands, 1) - 1) / max(bands, 1)
    self.span = span >= 2 ? span : max(keyCount, 2)
    count = (keyCount + self.span - 1) / self.span
  }

  /// The keys of band `band`.
  func keys(ofBand band: Int) -> Range<Int> { band * span..<min((band + 1) * span, keyCount) }
}

// MARK: - Sorting by key

extension SpatialGrid {
  /// Sorts the slots by their keys (`keys[slot]`, negative for none): `starts[k]` is where key k's
  /// slots start in `values`, `starts[keyCount]` their end. Each band of keys is counted, then,
  /// once each band's place is known, filled, the bands in parallel, each reading every key and
  /// taking the slots of its own (so few bands, one a thread: a grouping by band first cost more
  /// than the reads it saved). A key's slots come in ascending order.
  static func sortByKey(
    _ keys: ContiguousArray<Int32>, _ bands: KeyBands, starts: inout ContiguousArray<Int32>,
    values: inout ContiguousArray<Int32>, inParallel: (Int, (Int) -> Void) -> Void
  ) {
    let keyCount = bands.keyCount
    resize(&starts, to: keyCount + 1)
    var places = ContiguousArray(repeating: 0, count: bands.count)
    keys.withUnsafeBufferPointer { keys in
      starts.withUnsafeMutableBufferPointer { starts in
        places.withUnsafeMutableBufferPointer { places in
          let (starts, places) = (starts, places)
          inParallel(bands.count) { band in
            places[band] = count(keys, band, bands, into: starts)
          }
        }
      }
    }
    var place = 0
    for band in 0..<bands.count {
      let size = places[band]
      places[band] = place
      place += size
    }
    starts[keyCount] = Int32(truncatingIfNeeded: place)
    resize(&values, to: place)
    keys.withUnsafeBufferPointer { keys in
      starts.withUnsafeMutableBufferPointer { starts in
        values.withUnsafeMutableBufferPointer { values in
          let (starts, values) = (starts, values)
          inParallel(bands.count) { band in
            fill(keys, band, bands, from: places[band], starts, values)
          }
        }
      }
    }
  }

  /// Counts the slots of band `band`'s keys and sets `starts` of each of its keys to where its
  /// slots start within the band's; returns the band's slot count.
  private static func count(
    _ keys: UnsafeBufferPointer<Int32>, _ band: Int, _ bands: KeyBands, into starts: UnsafeMutableBufferPointer<Int32>
  ) -> Int {
    let range = bands.keys(ofBand: band)
    for key in range { starts[key] = 0 }
    forEachSlot(of: keys, inBand: band, bands) { key, _ in starts[key] &+= 1 }
    var place: Int32 = 0
    for key in range {
      let size = starts[key]
      starts[key] = place
      place += size
    }
    return Int(place)
  }

  /// Writes the slots of band `band`'s keys (whose starts `count` set within the band) from
  /// `place` on, in order, and moves the band's starts to their places in `values`.
  private static func fill(
    _ keys: UnsafeBufferPointer<Int32>, _ band: Int, _ bands: KeyBands, from place: Int,
    _ starts: UnsafeMutableBufferPointer<Int32>, _ values: UnsafeMutableBufferPointer<Int32>
  ) {
    let range = bands.keys(ofBand: band)
    let offset = Int32(truncatingIfNeeded: place)
    for key in range { starts[key] += offset }
    forEachSlot(of: keys, inBand: band, bands) { key, slot in
      // The start moved on before the write, which might otherwise be taken to change it.
      let place = starts[key]
      starts[key] = place &+ 1
      values[Int(place)] = slot
    }
    // Each start has moved to its key's end, the next key's start.
    guard !range.isEmpty else { return }
    var key = range.upperBound - 1
    while key > range.lowerBound {
      starts[key] = starts[key - 1]
      key -= 1
    }
    starts[range.lowerBound] = offset
  }

  /// Calls `body(key, slot)` for each slot, in order, whose key is in band `band` (a negative key
  /// in none).
  @inline(__always)
  private static func forEachSlot(
    of keys: UnsafeBufferPointer<Int32>, inBand band: Int, _ bands: KeyBands, _ body: (Int, Int32) -> Void
  ) {
    let range = bands.keys(ofBand: band)
    let (low, span) = (UInt32(range.lowerBound), UInt32(range.count))
    for slot in keys.indices {
      let key = keys[slot]
      if UInt32(bitPattern: key) &- low < span { body(Int(key), Int32(truncatingIfNeeded: slot)) }
    }
  }
}
