/// A small direct-mapped cache in front of a slow colour conversion (finding the nearest palette entry).
///
/// Frames hold few distinct colours, so 64 slots keyed by the packed colour
/// catch nearly every lookup without hashing.
struct ColorCache<Output> {
  private let transform: (RGB?) -> Output
  private var keys: [UInt32]
  private var outputs: [Output?]

  /// A cache in front of `transform`.
  init(_ transform: @escaping (RGB?) -> Output) {
    self.transform = transform
    keys = Array(repeating: .max, count: 64)
    outputs = Array(repeating: nil, count: 64)
  }

  /// `transform` of the colour a cell keeps as `code`, from the cache when it holds it.
  mutating func callAsFunction(code: UInt32) -> Output {
    // a code is 0 or has bit 24 set, so it never equals the key of a colour given as RGB
    let key = code == 0 ? 1 << 25 : code
    let slot = Int((key ^ (key >> 6) ^ (key >> 13) ^ (key >> 19)) & 63)
    if keys[slot] == key, let output = outputs[slot] { return output }
    let output = transform(Cell.color(code))
    keys[slot] = key
    outputs[slot] = output
    return output
  }

  /// `transform(color)`, from the cache when it holds it.
  mutating func callAsFunction(_ color: RGB?) -> Output {
    let key = color.map { UInt32($0.red) << 16 | UInt32($0.green) << 8 | UInt32($0.blue) } ?? 1 << 24
    let slot = Int((key ^ (key >> 6) ^ (key >> 13) ^ (key >> 19)) & 63)
    if keys[slot] == key, let output = outputs[slot] { return output }
    let output = transform(color)
    keys[slot] = key
    outputs[slot] = output
    return output
  }
}
