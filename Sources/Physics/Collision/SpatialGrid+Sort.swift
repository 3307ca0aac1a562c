/// One block's share of a keyed sort: items (key << 32 | value) in the block's order (kept between
/// steps for its buffers).
final class KeyedBlock {
  /// The items as made, in the first `found` places.
  var items: ContiguousArray<UInt64> = []
  /// How many items the block made.
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
  /// Sorts the items of `blocks` (key << 32 | value, the blocks in order) by key: `starts[k]` is
  /// where key k's values start in `values`, `starts[keyCount]` their end. Each band of keys is
  /// counted, then, once each band's place is known, filled, the bands in parallel, each reading
  /// every block and taking the items of its own keys (so few bands, one a thread: a grouping of
  /// each block by band first cost more than the reads it saved). A key's values come in the
  /// blocks' order.
  static func sortByKey(
    _ blocks: ArraySlice<KeyedBlock>, _ bands: KeyBands, starts: inout ContiguousArray<Int32>,
    values: inout ContiguousArray<Int32>, inParallel: (Int, (Int) -> Void) -> Void
  ) {
    let keyCount = bands.keyCount
    resize(&starts, to: keyCount + 1)
    resize(&values, to: blocks.reduce(0) { $0 + $1.found })
    var places = ContiguousArray(repeating: 0, count: bands.count)
    starts.withUnsafeMutableBufferPointer { starts in
      values.withUnsafeMutableBufferPointer { values in
        places.withUnsafeMutableBufferPointer { places in
          let (starts, values, places) = (starts, values, places)
          inParallel(bands.count) { band in
            places[band] = count(blocks, band, bands, into: starts)
          }
          var place = 0
          for band in 0..<bands.count {
            let size = places[band]
            places[band] = place
            place += size
          }
          starts[keyCount] = Int32(truncatingIfNeeded: place)
          inParallel(bands.count) { band in
            fill(blocks, band, bands, from: places[band], starts, values)
          }
        }
      }
    }
  }

  /// Counts the items of band `band`'s keys and sets `starts` of each of its keys to where its
  /// values start within the band's; returns the band's item count.
  private static func count(
    _ blocks: ArraySlice<KeyedBlock>, _ band: Int, _ bands: KeyBands, into starts: UnsafeMutableBufferPointer<Int32>
  ) -> Int {
    let keys = bands.keys(ofBand: band)
    for key in keys { starts[key] = 0 }
    forEachItem(of: blocks, inBand: band, bands) { key, _ in starts[key] += 1 }
    var place: Int32 = 0
    for key in keys {
      let size = starts[key]
      starts[key] = place
      place += size
    }
    return Int(place)
  }

  /// Writes the values of band `band`'s items (whose keys' starts `count` set within the band)
  /// from `place` on, in order, and moves the band's starts to their places in `values`.
  private static func fill(
    _ blocks: ArraySlice<KeyedBlock>, _ band: Int, _ bands: KeyBands, from place: Int,
    _ starts: UnsafeMutableBufferPointer<Int32>, _ values: UnsafeMutableBufferPointer<Int32>
  ) {
    let keys = bands.keys(ofBand: band)
    let offset = Int32(truncatingIfNeeded: place)
    for key in keys { starts[key] += offset }
    forEachItem(of: blocks, inBand: band, bands) { key, value in
      values[Int(starts[key])] = value
      starts[key] += 1
    }
    // Each start has moved to its key's end, the next key's start.
    guard !keys.isEmpty else { return }
    var key = keys.upperBound - 1
    while key > keys.lowerBound {
      starts[key] = starts[key - 1]
      key -= 1
    }
    starts[keys.lowerBound] = offset
  }

  /// Calls `body(key, value)` for each item of `blocks`, in order, whose key is in band `band`
  /// (with one band, every item, untested).
  @inline(__always)
  private static func forEachItem(
    of blocks: ArraySlice<KeyedBlock>, inBand band: Int, _ bands: KeyBands, _ body: (Int, Int32) -> Void
  ) {
    let keys = bands.keys(ofBand: band)
    let (low, span) = (UInt64(keys.lowerBound), UInt64(keys.count))
    if bands.count == 1 {
      for block in blocks {
        for item in block.made { body(Int(item >> 32), Int32(truncatingIfNeeded: item)) }
      }
    } else {
      for block in blocks {
        for item in block.made where (item >> 32) &- low < span {
          body(Int(item >> 32), Int32(truncatingIfNeeded: item))
        }
      }
    }
  }
}
