import CMicroHTTPD
import Foundation

/// An HTTP server (libmicrohttpd, on a thread of its own) that takes POSTs to one secret path,
/// `/TOKEN`, and refuses everything else.
///
/// A request to another path is answered 404, another method 405, a body over 1 MiB 413, and a
/// connection idle for `idleTimeout` seconds is closed; each refusal is told to `refused`. A body
/// that passes goes to `handler`, which answers it. Both are called on the server's thread.
final class TokenListener: @unchecked Sendable {
  /// What a request is answered with.
  struct Reply: Sendable {
    /// The HTTP status.
    var status: Int
    /// One line of text.
    var text: String
  }

  /// The largest body taken, in bytes.
  static let largestBody = 1 << 20
  /// Seconds a connection may stay idle (a slow or half-open client) before it is closed.
  static let idleTimeout: UInt32 = 5

  /// The port it listens on.
  let port: UInt16
  private let context: Context
  private let daemon: OpaquePointer

  /// Listens on `address` (IPv4, dotted; nil for every interface) and `port` (0: one the kernel picks).
  init(
    address: String?, port: UInt16, token: String, handler: @escaping @Sendable (Data) -> Reply,
    refused: @escaping @Sendable (String) -> Void
  ) throws(MotionError) {
    let place = "\(address ?? "0.0.0.0"):\(port)"
    var socketAddress = sockaddr_in()
    socketAddress.sin_family = sa_family_t(AF_INET)
    socketAddress.sin_port = port.bigEndian
    if let address, inet_pton(AF_INET, address, &socketAddress.sin_addr) != 1 {
      throw MotionError(
        .noDevice, file: address, problem: "not an IPv4 address", expected: "an address such as 127.0.0.1")
    }
    context = Context(path: "/" + token, handler: handler, refused: refused)
    let pointer = Unmanaged.passUnretained(context).toOpaque()
    let started = withUnsafePointer(to: &socketAddress) { bound in
      tumble_mhd_start(
        address == nil ? nil : bound, port, accessHandler, completedHandler, pointer, Self.idleTimeout, 32, 8)
    }
    guard let started else {
      throw MotionError(
        .ioFailure, file: place, problem: "cannot listen there",
        expected: "a free port (another program may hold it) on an address of this machine")
    }
    daemon = started
    self.port = tumble_mhd_port(started)
  }

  deinit {
    MHD_stop_daemon(daemon)
  }
}

// MARK: - Requests

extension TokenListener {
  /// What the server thread needs: the path, the handler, and where refusals are told.
  final class Context: @unchecked Sendable {
    let path: String
    let handler: @Sendable (Data) -> Reply
    let refused: @Sendable (String) -> Void

    init(path: String, handler: @escaping @Sendable (Data) -> Reply, refused: @escaping @Sendable (String) -> Void) {
      self.path = path
      self.handler = handler
      self.refused = refused
    }

    /// The reply that refuses a request at its headers, or nil to read its body.
    func refusal(url: String, method: String, length: String?) -> Reply? {
      guard url == path || url == path + "/" else { return Reply(status: 404, text: "not found") }
      guard method == "POST" else { return Reply(status: 405, text: "POST the sensor data here") }
      if let length, (Int(length) ?? Int.max) > TokenListener.largestBody {
        return Reply(status: 413, text: "body over 1 MiB")
      }
      return nil
    }
  }

  /// The body of a request being read.
  final class Body {
    var data = Data()
  }

  /// Queues `reply` on `connection`.
  static func send(_ reply: Reply, on connection: OpaquePointer) -> MHD_Result {
    var bytes = Array((reply.text + "\n").utf8)
    let response = bytes.withUnsafeMutableBytes {
      MHD_create_response_from_buffer($0.count, $0.baseAddress, .RESPMEM_MUST_COPY)
    }
    guard let response else { return .NO }
    defer { MHD_destroy_response(response) }
    _ = MHD_add_response_header(response, "Content-Type", "text/plain; charset=utf-8")
    return MHD_queue_response(connection, UInt32(reply.status), response)
  }
}

/// libmicrohttpd's request callback: refuses at the headers, gathers the body, answers at its end.
private let accessHandler: MHD_AccessHandlerCallback = { cls, connection, url, method, _, upload, uploadSize, state in
  guard let cls, let connection, let url, let method, let uploadSize, let state else { return .NO }
  let context = Unmanaged<TokenListener.Context>.fromOpaque(cls).takeUnretainedValue()
  guard let stored = state.pointee else {
    let length = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length").map { String(cString: $0) }
    if let refusal = context.refusal(url: String(cString: url), method: String(cString: method), length: length) {
      context.refused("\(refusal.text) (\(refusal.status))")
      return TokenListener.send(refusal, on: connection)
    }
    state.pointee = Unmanaged.passRetained(TokenListener.Body()).toOpaque()
    return .YES
  }
  let body = Unmanaged<TokenListener.Body>.fromOpaque(stored).takeUnretainedValue()
  if uploadSize.pointee > 0 {
    guard body.data.count + uploadSize.pointee <= TokenListener.largestBody, let upload else {
      context.refused("body over 1 MiB (closed)")
      return .NO
    }
    body.data.append(UnsafeRawPointer(upload).assumingMemoryBound(to: UInt8.self), count: uploadSize.pointee)
    uploadSize.pointee = 0
    return .YES
  }
  let reply = context.handler(body.data)
  if reply.status >= 400 { context.refused("\(reply.text) (\(reply.status))") }
  return TokenListener.send(reply, on: connection)
}

/// libmicrohttpd's end-of-request callback: frees the body and tells of clients that stalled or left.
private let completedHandler: MHD_RequestCompletedCallback = { cls, _, state, reason in
  if let state, let stored = state.pointee {
    Unmanaged<TokenListener.Body>.fromOpaque(stored).release()
    state.pointee = nil
  }
  guard let cls else { return }
  let context = Unmanaged<TokenListener.Context>.fromOpaque(cls).takeUnretainedValue()
  switch reason {
  case .REQUEST_TERMINATED_TIMEOUT_REACHED: context.refused("a slow client timed out")
  case .REQUEST_TERMINATED_READ_ERROR, .REQUEST_TERMINATED_CLIENT_ABORT:
    context.refused("a client hung up mid-request")
  default: break
  }
}
