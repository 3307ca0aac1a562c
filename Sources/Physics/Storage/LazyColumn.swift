/// A per-slot column of a store that holds no storage while every slot has the default value
/// (forces, dampings, user data, circle offsets, sleep rings, flags, which most worlds never set),
/// and once a slot differs, only up to the last slot that ever differed: slots past `values` read
/// the default. A world that makes its few odd bodies first (the ground, the walls) stores a few
/// values, not a column.
///
/// A big pit's peak memory counts every page a column touches, and these are 1 to 16 bytes a body.
///
/// `Element` is left unconstrained on the type (only `set` needs `Equatable`): a constrained type
/// whose metadata is made at run time has the runtime look the conformance up, paging in every
/// library's conformance records (1.3 MB).
struct LazyColumn<Element> {
  /// The value of every slot not stored.
  private(set) var defaultValue: Element
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

  /// Makes `value` the value of every slot not stored, while none is (the store's first slot,
  /// the only one, taking its value this way: every later slot that has it stores nothing).
  mutating func setDefault(_ value: Element) {
    precondition(!isStored, "LazyColumn: the default changes only while nothing is stored")
    defaultValue = value
  }
}

// MARK: - Setting a slot

extension LazyColumn where Element: Equatable {
  /// Sets slot `index`: stores the values up to it first if it is past them and `value` is not the default.
  mutating func set(_ value: Element, at index: Int) {
    if index >= values.count {
      if value == defaultValue { return }
      if !isStored { values.reserveCapacity(max(reserved, index + 1)) }
      values.append(contentsOf: repeatElement(defaultValue, count: index + 1 - values.count))
    }
    values[index] = value
  }
}
