import CZlib

/// zlib (RFC 1950) compression, as the kitty graphics protocol takes it (`o=z`).
enum Zlib {
  /// `bytes` compressed at zlib's default level.
  static func compress(_ bytes: [UInt8]) -> [UInt8] {
    var size = compressBound(uLong(bytes.count))
    var output = [UInt8](repeating: 0, count: Int(size))
    let status = output.withUnsafeMutableBufferPointer { out in
      bytes.withUnsafeBufferPointer { input in
        compress2(out.baseAddress, &size, input.baseAddress, uLong(input.count), Z_DEFAULT_COMPRESSION)
      }
    }
    // compressBound is enough room by zlib's own promise, and the memory for its few hundred KB is there
    precondition(status == Z_OK, "zlib compress2 failed: \(status)")
    return Array(output[0..<Int(size)])
  }
}
