/// One column of a store, as the store's one list of its columns holds it: the value a slot
/// starts with, and how the column grows by a slot, makes room and resets a slot to it.
struct StoreColumn<Store>: Sendable {
  /// Appends a slot holding the starting value (a store now `slotCount` slots long).
  let grow: @Sendable (inout Store, _ slotCount: Int) -> Void
  /// Makes room for `capacity` slots.
  let reserve: @Sendable (inout Store, _ capacity: Int) -> Void
  /// Puts the starting value in slot `index` of a store `slotCount` slots long.
  let reset: @Sendable (inout Store, _ index: Int, _ slotCount: Int) -> Void

  /// A column held in full, whose slots start as `initial`.
  init<Element: Sendable>(_ column: WritableKeyPath<Store, ContiguousArray<Element>> & Sendable, _ initial: Element) {
    grow = { store, _ in store[keyPath: column].append(initial) }
    reserve = { store, capacity in store[keyPath: column].reserveCapacity(capacity) }
    reset = { store, index, _ in store[keyPath: column][index] = initial }
  }

  /// A column stored only once a slot differs from its default, which every slot starts as.
  init<Element: Equatable & Sendable>(_ column: WritableKeyPath<Store, LazyColumn<Element>> & Sendable) {
    grow = { store, slotCount in store[keyPath: column].follow(slotCount: slotCount) }
    reserve = { store, capacity in store[keyPath: column].reserve(capacity) }
    reset = { store, index, slotCount in
      let defaultValue = store[keyPath: column].defaultValue
      store[keyPath: column].set(defaultValue, at: index, slotCount: slotCount)
    }
  }
}
