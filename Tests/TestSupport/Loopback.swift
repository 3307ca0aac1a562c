import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP socket bound to 127.0.0.1 on a port the kernel picked (so tests run side by side never
/// collide) and listening: its descriptor, for the caller to close, and its port.
public func listeningLoopbackSocket() throws -> (descriptor: Int32, port: UInt16) {
  let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  var length = socklen_t(MemoryLayout<sockaddr_in>.size)
  let bound = withUnsafeMutablePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
    }
  }
  guard descriptor >= 0, bound, listen(descriptor, 8) == 0 else {
    if descriptor >= 0 { close(descriptor) }
    throw SubprocessError(description: "cannot listen on 127.0.0.1: \(String(cString: strerror(errno)))")
  }
  return (descriptor, address.sin_port.bigEndian)
}
