import Foundation

/// A plain HTTP/1.1 GET over a fresh connection each time (`Connection: close`: phyphox's server
/// handles keep-alive badly), blocking for at most `timeout` seconds per read or write.
enum HTTPGet {
  /// The largest response read, in bytes.
  static let largestResponse = 8 << 20

  /// The body of `http://host:port/path`, or a one-line reason it could not be had.
  static func body(host: String, port: UInt16, path: String, timeout: Double = 2) -> Result<Data, HTTPGetError> {
    var hints = addrinfo()
    hints.ai_family = AF_INET
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    var found: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &found) == 0, let address = found else {
      return .failure(HTTPGetError("cannot find \(host)"))
    }
    defer { freeaddrinfo(found) }
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { return .failure(HTTPGetError("no socket")) }
    defer { close(socket) }
    var limit = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1e6))
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    guard connect(socket, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 else {
      return .failure(HTTPGetError("cannot reach \(host):\(port) (\(String(cString: strerror(errno))))"))
    }
    let request = Array("GET \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nConnection: close\r\n\r\n".utf8)
    guard request.withUnsafeBytes({ send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == request.count
    else { return .failure(HTTPGetError("\(host):\(port) took no request")) }
    var response = Data()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while response.count <= largestResponse {
      let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      if count == 0 { break }
      guard count > 0 else { return .failure(HTTPGetError("\(host):\(port) did not answer in time")) }
      response.append(contentsOf: chunk[0..<count])
    }
    return split(response, from: "\(host):\(port)")
  }

  /// The body of a whole `response`, or why it is not a 200 answer.
  static func split(_ response: Data, from place: String) -> Result<Data, HTTPGetError> {
    guard let end = response.firstRange(of: Data("\r\n\r\n".utf8)),
      let head = String(data: response[..<end.lowerBound], encoding: .utf8)
    else { return .failure(HTTPGetError("\(place) sent no HTTP answer")) }
    let status = head.split(separator: " ", maxSplits: 2).dropFirst().first.map(String.init) ?? "?"
    guard status == "200" else { return .failure(HTTPGetError("\(place) answered \(status)")) }
    return .success(Data(response[end.upperBound...]))
  }
}

/// Why a GET failed, in one line.
struct HTTPGetError: Error, Equatable {
  let message: String

  init(_ message: String) { self.message = message }
}
