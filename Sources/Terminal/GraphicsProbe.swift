import CNcursesw
import Canvas
import Glibc

/// What a terminal says it can draw besides text: the kitty graphics protocol, sixel, its cell size in pixels.
public struct GraphicsReply: Equatable, Sendable {
  /// The terminal answered the kitty graphics query with OK.
  public var kitty = false
  /// The terminal's primary device attributes include 4 (sixel graphics).
  public var sixel = false
  /// The device attributes came: the terminal answered everything it was going to.
  public var complete = false
  /// A cell's size in pixels (width, height), from `CSI 6 ; h ; w t`.
  public var cellPixels: (width: Int, height: Int)?
  /// The largest sixel picture the terminal shows (width, height), from XTSMGRAPHICS (`CSI ? 2 ; 0 ; w ; h S`).
  public var sixelLimit: (width: Int, height: Int)?
  /// The terminal's background colour, from its answer to `OSC 11 ; ?` (`OSC 11 ; rgb:RRRR/GGGG/BBBB`).
  public var background: RGB?
  /// xterm's mode 1070 (each sixel picture with registers of its own), from its answer to DECRQM
  /// (`CSI ? 1070 ; Ps $ y`): 1 set, 2 reset, 3 set for good, 4 reset for good; nil when not answered or unknown.
  public var privateSixelRegisters: Int?

  /// The answers found in `bytes`, read from the terminal after `GraphicsProbe.query`. They are read as bytes, as
  /// the terminal sends them, not as characters: a byte that follows an answer (a combining mark, a character cut
  /// short) cannot change it, so an answer read in a part of the bytes stays read when more come.
  public init(_ bytes: [UInt8]) {
    kitty = bytes.firstRange(of: Array("\u{1B}_Gi=31;OK".utf8)) != nil
    for reply in Self.replies(in: bytes, introducer: "\u{1B}[?", final: "c") {
      complete = true
      sixel = sixel || reply.split(separator: UInt8(ascii: ";")).contains { $0.elementsEqual("4".utf8) }
    }
    for reply in Self.replies(in: bytes, introducer: "\u{1B}[?2;0;", final: "S") {
      let parts = Self.numbers(reply)
      if parts.count == 2, parts.allSatisfy({ (1...100_000).contains($0) }) { sixelLimit = (parts[0], parts[1]) }
    }
    for reply in Self.replies(in: bytes, introducer: "\u{1B}[6;", final: "t") {
      let parts = Self.numbers(reply)
      if parts.count == 2, parts.allSatisfy({ (1...1000).contains($0) }) {
        cellPixels = (parts[1], parts[0])
      }
    }
    background = Self.background(in: bytes)
    for reply in Self.replies(in: bytes, introducer: "\u{1B}[?1070;", final: "$") {
      if let mode = Int(String(decoding: reply, as: UTF8.self)), (1...4).contains(mode) { privateSixelRegisters = mode }
    }
  }

  /// The colour of the first `OSC 11 ; rgb:R/G/B` answer in `bytes`: each component 1 to 4 hex digits, scaled to
  /// 0…255; nil when there is none or it is malformed.
  private static func background(in bytes: [UInt8]) -> RGB? {
    guard let start = bytes.firstRange(of: Array("\u{1B}]11;rgb:".utf8)) else { return nil }
    let rest = bytes[start.upperBound...]
    let end = rest.firstIndex { $0 == 0x07 || $0 == 0x1B } ?? rest.endIndex
    let parts = rest[..<end].split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    let components = parts.compactMap { part -> UInt8? in
      guard (1...4).contains(part.count), part.allSatisfy(Self.isHexDigit),
        let value = Int(String(decoding: part, as: UTF8.self), radix: 16)
      else { return nil }
      let largest = (1 << (4 * part.count)) - 1
      return UInt8((Double(value) * 255 / Double(largest)).rounded())
    }
    guard parts.count == 3, components.count == 3 else { return nil }
    return RGB(components[0], components[1], components[2])
  }

  /// The parameters (ASCII digits and `;`) of the control sequences that start with `introducer` and end with
  /// `final`.
  private static func replies(in bytes: [UInt8], introducer: String, final: Unicode.Scalar) -> [ArraySlice<UInt8>] {
    let introducer = Array(introducer.utf8)
    var found: [ArraySlice<UInt8>] = []
    var rest = bytes[...]
    while let start = rest.firstRange(of: introducer) {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(where: { !(Self.isDigit($0) || $0 == UInt8(ascii: ";")) }) else { break }
      if rest[end] == UInt8(ascii: final) { found.append(rest[..<end]) }
      rest = rest[end...]
    }
    return found
  }

  /// The numbers between the `;` of `parameters`, empty ones left out.
  private static func numbers(_ parameters: ArraySlice<UInt8>) -> [Int] {
    parameters.split(separator: UInt8(ascii: ";")).compactMap { Int(String(decoding: $0, as: UTF8.self)) }
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
  }

  /// Whether two replies say the same.
  public static func == (left: Self, right: Self) -> Bool {
    left.kitty == right.kitty && left.sixel == right.sixel && left.complete == right.complete
      && left.cellPixels?.width == right.cellPixels?.width && left.cellPixels?.height == right.cellPixels?.height
      && left.sixelLimit?.width == right.sixelLimit?.width && left.sixelLimit?.height == right.sixelLimit?.height
      && left.background == right.background && left.privateSixelRegisters == right.privateSixelRegisters
  }
}

/// Asks the terminal on standard input and output what it can draw, waiting a short while for the answers.
public enum GraphicsProbe {
  /// A kitty graphics query (a 1×1 picture, not kept), the cell size in pixels, the largest sixel picture
  /// (XTSMGRAPHICS), the background colour (OSC 11), whether sixel pictures have registers of their own (DECRQM
  /// for xterm's mode 1070), and the device attributes, which every terminal answers last, so their answer ends
  /// the wait.
  public static let query = Array(
    ("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[16t\u{1B}[?2;1;0S\u{1B}]11;?\u{1B}\\"
      + "\u{1B}[?1070$p\u{1B}[c").utf8)

  /// Sends `query` and reads the answers for at most `timeout` seconds, the terminal in raw mode meanwhile.
  /// Nothing is asked when standard input or output is not a terminal.
  public static func ask(timeout: Double = 0.3) -> GraphicsReply {
    guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else { return GraphicsReply([]) }
    var saved = termios()
    tcgetattr(STDIN_FILENO, &saved)
    var raw = saved
    cfmakeraw(&raw)
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
    _ = query.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    var answer: [UInt8] = []
    let deadline = now() + timeout
    while now() < deadline, !GraphicsReply(answer).complete {
      var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      guard poll(&input, 1, Int32(max(1, (deadline - now()) * 1000))) == 1 else { continue }
      var chunk = [UInt8](repeating: 0, count: 256)
      let count = read(STDIN_FILENO, &chunk, chunk.count)
      if count <= 0 { break }
      answer += chunk[0..<count]
    }
    var reply = GraphicsReply(answer)
    if reply.cellPixels == nil { reply.cellPixels = kernelCellPixels() }
    return reply
  }

  /// The cell size from the kernel's window size in pixels, where the terminal keeps it.
  private static func kernelCellPixels() -> (width: Int, height: Int)? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0,
      size.ws_xpixel > 0, size.ws_ypixel > 0
    else { return nil }
    return (Int(size.ws_xpixel / size.ws_col), Int(size.ws_ypixel / size.ws_row))
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }
}
