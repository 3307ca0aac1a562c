/// A per-slot column of a store that holds no storage while every slot has the default value
/// (forces, dampings, user data and circle offsets, which most worlds never set): slots past `values` read the
/// default, and the first other value stores the column for every slot up to then.
///
/// A big pit's peak memory counts every page a column touches, and these are 8 or 16 bytes a body.
///
/// `Element` is left unconstrained on the type (only `set` needs `Equatable`): a constrained type
/// whose metadata is made at run time has the runtime look the conformance up, paging in every
/// library's conformance records (1.3 MB).
struct LazyColumn<Element> {
  /// The value of every slot not stored.
  let defaultValue: Element
  /// The stored values, for slots `0..<values.count`.
  private(set) var values: ContiguousArray<Element> = []
  /// The slots the store made room for: the room the values take once stored, so that they do
  /// not grow by doubling (each copy leaving pages behind).
  private var reserved = 0

  /// A column whose every slot reads `defaultValue`.
  init(_ defaultValue: Element) { self.defaultValue = defaultValue }

  /// Whether any slot was ever given another value (a quick test for loops that only matter then).
  var isStored: Bool { !values.isEmpty }

  /// Slot `index`'s value.
  subscript(index: Int) -> Element {
    @inline(__always) get { index < values.count ? values[index] : defaultValue }
  }

  /// An unchecked reader of the column as it is now (valid while the column is left alone).
  var unsafeReader: UnsafeReader {
    UnsafeReader(values: values.unsafeBase, count: values.count, defaultValue: defaultValue)
  }

  /// Reads a column without bounds checks (see `unsafeReader`).
  struct UnsafeReader {
    /// The stored values.
    let values: UnsafePointer<Element>
    /// How many are stored.
    let count: Int
    /// The value of every slot not stored.
    let defaultValue: Element

    /// Slot `index`'s value.
    @inline(__always) subscript(index: Int) -> Element { index < count ? values[index] : defaultValue }
  }

  /// Makes room for `capacity` slots once stored.
  mutating func reserve(_ capacity: Int) {
    reserved = capacity
    if isStored { values.reserveCapacity(capacity) }
  }

  /// Stores every one of `slotCount` slots (so that `values` may be read by pointer for all).
  mutating func store(slotCount: Int) {
    if !isStored { values.reserveCapacity(max(reserved, slotCount)) }
    if values.count < slotCount {
      values.append(contentsOf: repeatElement(defaultValue, count: slotCount - values.count))
    }
  }

  /// Keeps a stored column as long as a store that just grew to `slotCount` slots.
  mutating func follow(slotCount: Int) {
    if isStored { store(slotCount: slotCount) }
  }
}

// MARK: - Setting a slot

extension LazyColumn where Element: Equatable {
  /// Sets slot `index` of a store of `slotCount` slots.
  mutating func set(_ value: Element, at index: Int, slotCount: Int) {
    if index >= values.count {
      if value == defaultValue { return }
      store(slotCount: slotCount)
    }
    values[index] = value
  }
}
