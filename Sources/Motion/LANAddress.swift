import Foundation

/// This machine's address on the local network, as a phone on the same network reaches it.
enum LANAddress {
  /// The IPv4 address of the first interface that is up and not the loopback, private ranges
  /// (192.168/16, 10/8, 172.16/12) first; nil when there is none.
  static func find() -> String? {
    var list: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&list) == 0, let first = list else { return nil }
    defer { freeifaddrs(list) }
    var found: [String] = []
    for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
      let flags = Int32(entry.pointee.ifa_flags)
      guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
        flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0
      else { continue }
      var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
      let ok = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet in
        var bits = inet.pointee.sin_addr
        return inet_ntop(AF_INET, &bits, &text, socklen_t(text.count)) != nil
      }
      if ok { found.append(String(cString: text)) }
    }
    return found.first(where: isPrivate) ?? found.first
  }

  /// Whether `address` is in a private IPv4 range.
  static func isPrivate(_ address: String) -> Bool {
    let parts = address.split(separator: ".").compactMap { Int($0) }
    guard parts.count == 4 else { return false }
    return parts[0] == 10 || (parts[0] == 192 && parts[1] == 168) || (parts[0] == 172 && (16...31).contains(parts[1]))
  }
}
