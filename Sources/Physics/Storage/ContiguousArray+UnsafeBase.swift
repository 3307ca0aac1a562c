// MARK: - The address of the elements

extension ContiguousArray {
  /// The address of the first element, for reading the array without bounds checks while its
  /// storage lives unchanged (an aligned, never-read address when there is none).
  ///
  /// A contiguous array's elements stay where they are until it is mutated or released, so the
  /// address serves as long as the array it was taken from is left alone.
  @inline(__always) var unsafeBase: UnsafePointer<Element> {
    UnsafePointer(_baseAddressIfContiguous ?? UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!)
  }
}
