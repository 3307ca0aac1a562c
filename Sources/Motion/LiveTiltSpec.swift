import Foundation

/// Which live tilt source the user asked for with `--tilt`: `-` for standard input, `iio[:DEVICE]`
/// for an IIO accelerometer, `sensorlogger[:[ADDRESS:]PORT]` for Sensor Logger's HTTP Push, or
/// `phyphox:HOST[:PORT]` for phyphox's remote access.
public enum LiveTiltSpec: Equatable, Sendable {
  /// Tumble's format on standard input.
  case stdin
  /// An IIO accelerometer: the first one, or the one named (see `IIOTiltSource.init`).
  case iio(device: String?)
  /// A server for Sensor Logger's HTTP Push on `port`, on one IPv4 `address` or (nil) every interface.
  case sensorLogger(address: String?, port: UInt16)
  /// phyphox's remote access on the phone at `host`, `port`.
  case phyphox(host: String, port: UInt16)

  /// The source `text` names, or nil if it names none.
  public init?(_ text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    switch parts[0] {
    case "-" where parts.count == 1: self = .stdin
    case "iio" where parts.count == 1: self = .iio(device: nil)
    case "iio" where !parts[1].isEmpty: self = .iio(device: String(text.dropFirst(4)))
    case "sensorlogger" where parts.count <= 3:
      let port = parts.count == 1 ? SensorLoggerPushSource.defaultPort : Self.port(parts.last!)
      let address = parts.count == 3 ? parts[1] : nil
      guard let port, address.map(Self.isIPv4) ?? true else { return nil }
      self = .sensorLogger(address: address, port: port)
    case "phyphox" where (2...3).contains(parts.count) && !parts[1].isEmpty:
      guard let port = parts.count == 2 ? PhyphoxPollSource.defaultPort : Self.port(parts[2]) else { return nil }
      self = .phyphox(host: parts[1], port: port)
    default: return nil
    }
  }

  /// Whether `text` is a dotted IPv4 address.
  private static func isIPv4(_ text: String) -> Bool {
    var address = in_addr()
    return inet_pton(AF_INET, text, &address) == 1
  }

  /// A port number from 1 to 65535, or nil.
  private static func port(_ text: String) -> UInt16? {
    guard let port = UInt16(text), port > 0 else { return nil }
    return port
  }

  /// Opens the source; IIO devices are looked for under `sysfsRoot`, a listener takes `token` in its path.
  public func open(
    sysfsRoot: String = IIOTiltSource.defaultSysfsRoot, token: String = randomToken()
  ) throws(MotionError)
    -> any LiveTiltSource
  {
    switch self {
    case .stdin: StdinTiltSource()
    case .iio(let device): try IIOTiltSource(device: device, sysfsRoot: sysfsRoot)
    case .sensorLogger(let address, let port): try SensorLoggerPushSource(address: address, port: port, token: token)
    case .phyphox(let host, let port): PhyphoxPollSource(host: host, port: port)
    }
  }

  /// A token nobody guesses: 12 characters from letters and digits that are not mistaken for each other.
  public static func randomToken() -> String {
    let alphabet = Array("abcdefghijkmnpqrstuvwxyz23456789")
    var generator = SystemRandomNumberGenerator()
    return String((0..<12).map { _ in alphabet.randomElement(using: &generator)! })
  }

  /// Whether `token` may stand in a URL path as it is: 1 to 64 letters, digits, `-`, `_`, `.` or `~`.
  public static func isValidToken(_ token: String) -> Bool {
    (1...64).contains(token.count)
      && token.unicodeScalars.allSatisfy {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.~".unicodeScalars.contains($0))
      }
  }
}
