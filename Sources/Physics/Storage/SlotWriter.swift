/// Writes a run of elements over an array's slots through a pointer, in order, and those that
/// find no slot left into `overflow`: an append without the array's uniqueness and capacity
/// checks, for hot loops that fill a list rebuilt every step.
struct SlotWriter<Element> {
  /// The first slot.
  private let base: UnsafeMutablePointer<Element>
  /// How many slots there are.
  private let slots: Int
  /// How many elements have been written.
  private(set) var written = 0
  /// The elements written after the last slot was taken, in order.
  private(set) var overflow: ContiguousArray<Element> = []

  /// A writer over `buffer`'s slots, from the first.
  init(_ buffer: UnsafeMutableBufferPointer<Element>) {
    base = buffer.baseAddress ?? UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
    slots = buffer.count
  }

  /// Writes `element` after the ones before it.
  @inline(__always)
  mutating func append(_ element: Element) {
    if written < slots {
      base[written] = element
    } else {
      appendOverflow(element)
    }
    written += 1
  }

  /// Appends `element` to the overflow (kept out of the callers' loops: seldom met).
  @inline(never)
  private mutating func appendOverflow(_ element: Element) { overflow.append(element) }
}

// MARK: - Overwriting an array

extension ContiguousArray {
  /// Runs `body` with a writer over the array's slots, then makes the array hold exactly what
  /// it wrote, in order (the slots written, then the overflow).
  mutating func overwrite<Result>(_ body: (inout SlotWriter<Element>) -> Result) -> Result {
    var written = 0
    var overflow: ContiguousArray<Element> = []
    let result = withUnsafeMutableBufferPointer { buffer in
      var writer = SlotWriter(buffer)
      defer {
        written = writer.written
        overflow = writer.overflow
      }
      return body(&writer)
    }
    if written < count { removeLast(count - written) }
    append(contentsOf: overflow)
    return result
  }
}
