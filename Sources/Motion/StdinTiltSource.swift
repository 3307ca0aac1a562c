#if canImport(Glibc)
  import Glibc
#endif

/// Tumble's tilt format arriving on a file descriptor (standard input by default), read line by
/// line as it comes without ever blocking: a phone streaming through `nc`, say.
///
/// The first line that is neither blank nor a `#` comment must be the header (`t,pitch,roll…`).
/// A half line is kept until its newline arrives, never misread; at the end of the input it is read
/// as the last line; a line longer than 1 MiB is dropped as garbage. A line that cannot be read, or whose time is not after the last sample's, sets
/// the status to "bad line N: …" and is skipped; the last good tilt holds.
public struct StdinTiltSource: LiveTiltSource {
  /// Seconds without a new sample after which the status turns to stalled.
  public let stallAfter: Double
  /// How the source is doing.
  public private(set) var status: LiveTiltStatus = .waiting
  private let descriptor: Int32
  private var buffer = LineBuffer()
  private var lineNumber = 0
  private var decoder: AttitudeDecoder?
  private var delimiter: Character = ","
  private var lastTime: Double?
  private var lastArrival: Double?
  private var ended = false
  private var failure: String?

  /// A source reading `descriptor` (0, standard input, by default), which it does not close.
  public init(descriptor: Int32 = 0, stallAfter: Double = 1) {
    self.descriptor = descriptor
    self.stallAfter = stallAfter
  }

  /// Reads whatever has arrived and returns the good samples in it, oldest first.
  public mutating func drain(now: Double) -> [TiltSample] {
    guard !ended else {
      status = endStatus
      return []
    }
    readAvailable()
    var samples: [TiltSample] = []
    var event: LiveTiltStatus?
    while let bytes = buffer.nextLine() ?? (ended ? buffer.takeRest() : nil) {
      lineNumber += 1
      switch take(bytes) {
      case .nothing: continue
      case .sample(let sample):
        samples.append(sample)
        event = .ok
      case .bad(let problem):
        event = .badLine(lineNumber, problem)
      }
    }
    if buffer.pendingCount > LineReader.maximumLineBytes {
      _ = buffer.takeRest()
      lineNumber += 1
      event = .badLine(lineNumber, "no line end within 1 MiB")
    }
    if !samples.isEmpty { lastArrival = now }
    if let event {
      status = event
    } else if ended {
      status = endStatus
    } else if let lastArrival, now - lastArrival > stallAfter {
      status = .stalled
    }
    return samples
  }

  /// The status once the input is over: failed if reading it failed, else ended.
  private var endStatus: LiveTiltStatus { failure.map(LiveTiltStatus.failed) ?? .ended }

  /// Reads what has arrived, a few chunks at most, without blocking.
  private mutating func readAvailable() {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    for _ in 0..<16 {
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard Glibc.poll(&request, 1, 0) > 0 else { return }
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        chunk.withUnsafeBytes { buffer.append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
      } else if count == 0 {
        ended = true
        return
      } else if errno != EINTR && errno != EAGAIN {
        ended = true
        failure = String(cString: strerror(errno)).lowercased()
        return
      }
    }
  }

  /// What a line of input held.
  private enum LineOutcome {
    /// A blank, comment or header line.
    case nothing
    /// A good sample.
    case sample(TiltSample)
    /// A line that could not be read, and why.
    case bad(String)
  }

  /// What the line `bytes` holds.
  private mutating func take(_ bytes: [UInt8]) -> LineOutcome {
    guard let text = String(textLine: bytes) else { return .bad("binary data, not text") }
    let content = text.drop { $0 == " " || $0 == "\t" }
    if content.isEmpty || content.first == "#" { return .nothing }
    do throws(MotionError) {
      guard var decoder else {
        try readHeader(text)
        return .nothing
      }
      let row = CSVRow(cells: CSVHeader.fields(of: text, delimiter: delimiter), file: "stdin", line: lineNumber)
      let sample = try decoder.sample(from: row)
      if let (problem, expected) = sample.rangeProblem { return .bad(problem + "; expected " + expected) }
      if let lastTime, !(sample.t > lastTime) { return .bad("time \(sample.t) is not after \(lastTime)") }
      lastTime = sample.t
      return .sample(sample)
    } catch {
      return .bad(error.problem + "; expected " + error.expected)
    }
  }

  private mutating func readHeader(_ text: String) throws(MotionError) {
    let header = CSVHeader(text, file: "stdin", line: lineNumber)
    guard CSVLayout(header: header) == .tumble else {
      throw MotionError(
        .unknownHeader, file: "stdin", line: lineNumber, problem: "\(text.quotedForMessage) is not a header",
        expected: "Tumble's header t,pitch,roll[,yaw][,gx,gy,gz]")
    }
    decoder = try AttitudeDecoder(header: header, columns: AttitudeDecoder.tumble)
    delimiter = header.delimiter
  }
}
