/// One block's share of a keyed sort: items (key << 32 | value) in the block's order, then grouped
/// by band of keys for the sort's bands, in place (kept between steps for its buffers).
final class KeyedBlock {
  /// The items as made, in the first `found` places.
  var items: ContiguousArray<UInt64> = []
  /// How many items the block made.
  var found = 0
  /// Where each band starts in `items` once grouped, then its end; after them, while grouping,
  /// where each band's next item goes.
  private var bandStart: ContiguousArray<Int> = []

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

  /// Groups the items by band (with more than one band), in order within each band: each band's
  /// place counted, then the items copied aside (one block's worth at a time, in a temporary
  /// buffer) and written back to their bands' next places. Swapping each item into its band in
  /// place (American flag sort) took a quarter longer on the 100 000-ball pit's two threads.
  func group(_ bands: KeyBands) {
    guard bands.count > 1 else { return }
    bandStart.removeAll(keepingCapacity: true)
    bandStart.append(contentsOf: repeatElement(0, count: 2 * bands.count + 1))
    let found = found
    items.withUnsafeMutableBufferPointer { items in
      bandStart.withUnsafeMutableBufferPointer { starts in
        // starts[0...count]: where each band starts, then its end; starts[count + 1 + b]: band b's next place.
        for index in 0..<found { starts[bands.band(ofKey: items[index] >> 32) + 1] += 1 }
        for band in 0..<bands.count { starts[band + 1] += starts[band] }
        for band in 0..<bands.count { starts[bands.count + 1 + band] = starts[band] }
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: found) { copy in
          guard let copy = copy.baseAddress, let items = items.baseAddress else { return }
          copy.update(from: items, count: found)
          let next = starts.baseAddress! + bands.count + 1
          for index in 0..<found {
            let item = copy[index]
            let band = bands.band(ofKey: item >> 32)
            items[next[band]] = item
            next[band] += 1
          }
        }
      }
    }
  }

  /// The items of band `band` (valid until the block changes).
  func items(ofBand band: Int, _ bands: KeyBands) -> UnsafeBufferPointer<UInt64> {
    guard bands.count > 1 else { return UnsafeBufferPointer(start: items.unsafeBase, count: found) }
    return UnsafeBufferPointer(start: items.unsafeBase + bandStart[band], count: bandStart[band + 1] - bandStart[band])
  }
}

/// The keys `0..<keyCount` cut into runs of `span` keys: a key's band is found by a multiplication
/// (exact for keys and spans under 2³², Lemire, Kaser and Kurz 2019), not a division.
struct KeyBands {
  /// The keys sorted.
  let keyCount: Int
  /// Keys a band (the last may have fewer).
  let span: Int
  /// The bands.
  let count: Int
  /// ⌈2⁶⁴ / span⌉.
  private let magic: UInt64

  /// About `bands` bands of `keyCount` keys (one when the keys are fewer than twice the bands).
  init(keyCount: Int, bands: Int) {
    self.keyCount = keyCount
    let span = (keyCount + max(bands, 1) - 1) / max(bands, 1)
    self.span = span >= 2 ? span : max(keyCount, 2)
    count = (keyCount + self.span - 1) / self.span
    magic = UInt64.max / UInt64(self.span) + 1
  }

  /// The band of `key` (below 2³²).
  @inline(__always)
  func band(ofKey key: UInt64) -> Int { Int(truncatingIfNeeded: key.multipliedFullWidth(by: magic).high) }

  /// The keys of band `band`.
  func keys(ofBand band: Int) -> Range<Int> { band * span..<min((band + 1) * span, keyCount) }
}

// MARK: - Sorting by key

extension SpatialGrid {
  /// Sorts the items of `blocks` (key << 32 | value, the blocks in order, each grouped by `bands`)
  /// by key: `starts[k]` is where key k's values start in `values`, `starts[keyCount]` their end.
  /// The bands of keys are counted in parallel, then, once each band's place is known, filled in
  /// parallel, and `finish(starts, values, keys, end)` runs on each band's keys once they are in
  /// place (`end`: where the band's values end, as the next band's start may still be moving).
  /// A key's values come in no particular order (the blocks group their items in place): a caller
  /// whose result must be the same for any blocks and bands sorts each key's in `finish`.
  static func sortByKey(
    _ blocks: ArraySlice<KeyedBlock>, _ bands: KeyBands, starts: inout ContiguousArray<Int32>,
    values: inout ContiguousArray<Int32>, inParallel: (Int, @escaping (Int) -> Void) -> Void,
    finish: @escaping (UnsafeMutableBufferPointer<Int32>, UnsafeMutableBufferPointer<Int32>, Range<Int>, Int) -> Void
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
            let end = band + 1 < bands.count ? places[band + 1] : place
            finish(starts, values, bands.keys(ofBand: band), end)
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
    for block in blocks {
      for item in block.items(ofBand: band, bands) { starts[Int(item >> 32)] += 1 }
    }
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
    for block in blocks {
      for item in block.items(ofBand: band, bands) {
        let key = Int(item >> 32)
        values[Int(starts[key])] = Int32(truncatingIfNeeded: item)
        starts[key] += 1
      }
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
}
