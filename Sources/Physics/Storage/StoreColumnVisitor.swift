/// What is done to every column of a store at once: the store lists its columns once
/// (`visitColumns`), each with the value a slot starts with, and a visitor grows them by a slot,
/// makes room in them or puts a slot back to its starting value.
///
/// A visitor rather than a list of key paths to the columns: making the first key path paged in
/// the standard library's key path machinery, code a step has no other use for (0.13 MB of the
/// 1 000-ball pit's peak memory), and a visit is specialised where a key path was followed at run time.
protocol StoreColumnVisitor {
  /// Visits a column held in full, whose slots start as `initial`.
  func visit<Element>(_ column: inout ContiguousArray<Element>, _ initial: Element)
  /// Visits a column stored only once a slot differs from its default, which every slot starts as.
  func visit<Element: Equatable>(_ column: inout LazyColumn<Element>)
}

/// Appends a slot holding its starting value to every column (a lazy one's new slot reads its default).
struct GrowColumns: StoreColumnVisitor {
  func visit<Element>(_ column: inout ContiguousArray<Element>, _ initial: Element) { column.append(initial) }
  func visit<Element: Equatable>(_ column: inout LazyColumn<Element>) {}
}

/// Makes room for `capacity` slots in every column (a lazy one keeps its room for the slots it stores).
struct ReserveColumns: StoreColumnVisitor {
  let capacity: Int

  func visit<Element>(_ column: inout ContiguousArray<Element>, _ initial: Element) {
    column.reserveCapacity(capacity)
  }
  func visit<Element: Equatable>(_ column: inout LazyColumn<Element>) { column.reserve(capacity) }
}

/// Puts every column's starting value in slot `index`.
struct ResetColumns: StoreColumnVisitor {
  let index: Int

  func visit<Element>(_ column: inout ContiguousArray<Element>, _ initial: Element) { column[index] = initial }
  func visit<Element: Equatable>(_ column: inout LazyColumn<Element>) {
    column.set(column.defaultValue, at: index)
  }
}
