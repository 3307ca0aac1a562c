/// Writes a run of elements over an array's slots through a pointer, in order, and those that
/// find no slot left into `overflow`: an append without the array's uniqueness and capacity
/// checks, for hot loops that fill a list rebuilt every step.
struct SlotWriter<Element: BitwiseCopyable> {
  /// The first slot.
  private let base: UnsafeMutablePointer<Element>
  /// How many slots there are.
  private let slots: Int
  /// Where an element that finds no slot is written, before it joins `overflow`.
  private let spare: UnsafeMutablePointer<Element>
  /// How many elements have been written.
  private(set) var written = 0
  /// The elements written after the last slot was taken, in order.
  private(set) var overflow: ContiguousArray<Element> = []

  /// A writer over `buffer`'s slots, from the first, with `spare` a place for one element.
  init(_ buffer: UnsafeMutableBufferPointer<Element>, spare: UnsafeMutablePointer<Element>) {
    base = buffer.baseAddress ?? UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
    slots = buffer.count
    self.spare = spare
  }

  /// Writes `element` after the ones before it: in its slot, or the spare place and then the
  /// overflow. Written where it goes, from the registers it is made in (through a call that took
  /// it, it was made on the stack and copied: the copy's wide loads waited for the narrow stores).
  @inline(__always)
  mutating func append(_ element: Element) {
    let hasSlot = written < slots
    (hasSlot ? base + written : spare).initialize(to: element)
    if !hasSlot { appendSpare() }
    written += 1
  }

  /// Appends the spare place's element to the overflow (kept out of the callers' loops: seldom met).
  @inline(never)
  private mutating func appendSpare() { overflow.append(spare.pointee) }
}

// MARK: - Overwriting an array

extension ContiguousArray where Element: BitwiseCopyable {
  /// Runs `body` with a writer over the array's slots, then makes the array hold exactly what
  /// it wrote, in order (the slots written, then the overflow).
  mutating func overwrite<Result>(_ body: (inout SlotWriter<Element>) -> Result) -> Result {
    var written = 0
    var overflow: ContiguousArray<Element> = []
    let result = withUnsafeMutableBufferPointer { buffer in
      let spare = UnsafeMutablePointer<Element>.allocate(capacity: 1)
      defer { spare.deallocate() }
      var writer = SlotWriter(buffer, spare: spare)
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
