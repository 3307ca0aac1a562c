/// The animator's pairs of touching shapes: a hash table of their keys, open addressing with linear probing.
///
/// Swift's `Set` hashes every key with a seeded SipHash and, removing one, hashes again each entry it moves
/// back: 350 instructions an insertion and 750 a removal in the 10 000-ball pit built with the layer, which
/// sees about 700 shape contacts begin or end a step. Here a key's place is a multiplication; a removal moves
/// back the entries of its run that belong before the hole, so no tombstones pile up; the table doubles
/// before it is half full.
struct ShapePairSet {
  /// An empty place (no pair's key: slots are not negative).
  private static let empty = UInt64.max

  /// The places, a power of two of them.
  private var keys = ContiguousArray(repeating: ShapePairSet.empty, count: 64)
  /// How many pairs are held.
  private(set) var count = 0

  /// Adds `pair`; false if it was there already.
  @discardableResult mutating func insert(_ pair: ShapePair) -> Bool {
    if 2 * (count + 1) > keys.count { rehash(capacity: 2 * keys.count) }
    let key = pair.key
    var place = home(of: key)
    while keys[place] != Self.empty {
      if keys[place] == key { return false }
      place = (place + 1) & (keys.count - 1)
    }
    keys[place] = key
    count += 1
    return true
  }

  /// Whether `pair` is held.
  func contains(_ pair: ShapePair) -> Bool {
    let key = pair.key
    var place = home(of: key)
    while keys[place] != Self.empty {
      if keys[place] == key { return true }
      place = (place + 1) & (keys.count - 1)
    }
    return false
  }

  /// Takes `pair` out; false if it was not there.
  @discardableResult mutating func remove(_ pair: ShapePair) -> Bool {
    let key = pair.key
    let mask = keys.count - 1
    var hole = home(of: key)
    while keys[hole] != key {
      if keys[hole] == Self.empty { return false }
      hole = (hole + 1) & mask
    }
    // Each later entry of the run moves into the hole unless its home lies after the hole (cyclically).
    var place = hole
    while true {
      place = (place + 1) & mask
      let moved = keys[place]
      if moved == Self.empty { break }
      let home = home(of: moved)
      let staysPut = hole <= place ? hole < home && home <= place : hole < home || home <= place
      if !staysPut {
        keys[hole] = moved
        hole = place
      }
    }
    keys[hole] = Self.empty
    count -= 1
    return true
  }

  /// The pairs that hold `slot`, in order.
  func pairs(holding slot: Int32) -> [ShapePair] {
    keys.compactMap { key in
      guard key != Self.empty else { return nil }
      let pair = ShapePair(key: key)
      return pair.contains(slot) ? pair : nil
    }.sorted()
  }

  /// Where `key` is looked for first: the high bits of a Fibonacci hash, cut to the table.
  private func home(of key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & (keys.count - 1)
  }

  /// Places every pair again in a table of `capacity` places.
  private mutating func rehash(capacity: Int) {
    let old = keys
    keys = ContiguousArray(repeating: Self.empty, count: capacity)
    count = 0
    for key in old where key != Self.empty { insert(ShapePair(key: key)) }
  }
}
