import Foundation

/// One HTTP Push body from Sensor Logger, read and checked: the attitude and gravity readings in it
/// (other sensors' entries are left out), in the order of their times.
///
/// The body is JSON `{"messageId", "sessionId", "deviceId", "payload": [{"name", "time", "values"}]}`;
/// `time` is nanoseconds since the epoch, `orientation` values carry `pitch`, `roll` (and `yaw`) in
/// radians, `gravity` values `x`, `y`, `z` in m/s², in the phone's own convention.
public struct SensorLoggerPush: Equatable, Sendable {
  /// One reading of a sensor Tumble uses.
  public enum Reading: Equatable, Sendable {
    /// An attitude in radians, in the phone's convention.
    case orientation(pitch: Double, roll: Double, yaw: Double?)
    /// A gravity vector in m/s², in the phone's convention.
    case gravity(x: Double, y: Double, z: Double)
  }

  /// A reading and when it was taken.
  public struct Entry: Equatable, Sendable {
    /// Nanoseconds since the epoch.
    public var time: Int64
    /// What the sensor read.
    public var reading: Reading
  }

  /// Why a body was refused: the HTTP status it is answered with and what was wrong.
  public struct Problem: Error, Equatable, Sendable {
    /// 400 for anything wrong inside the body.
    public var status: Int
    /// What was wrong, for the status line.
    public var message: String
  }

  /// The recording session, when the body names it: a new one starts the clock over.
  public var sessionID: String?
  /// The phone, when the body names it.
  public var deviceID: String?
  /// The readings, in the order of their times.
  public var entries: [Entry]

  /// The largest size of a gravity component taken, in m/s² (`TiltSample.gravityLimit` g).
  static let largestGravity = TiltSample.gravityLimit * GravityVector.standardGravity
  /// The largest size of an angle taken, in radians (`TiltSample.angleLimit`, π).
  static let largestAngle = TiltSample.angleLimit

  /// Reads `body`, or throws the problem with it.
  public init(body: Data) throws(Problem) {
    guard let root = try? JSONSerialization.jsonObject(with: body), let object = root as? [String: Any] else {
      throw Problem(status: 400, message: "not a JSON object")
    }
    guard let payload = object["payload"] as? [Any] else { throw Problem(status: 400, message: "no payload list") }
    sessionID = Self.text(object["sessionId"])
    deviceID = Self.text(object["deviceId"])
    var entries: [Entry] = []
    for (index, item) in payload.enumerated() {
      guard let entry = item as? [String: Any], let name = entry["name"] as? String else {
        throw Problem(status: 400, message: "payload entry \(index + 1) has no name")
      }
      guard name == "orientation" || name == "gravity" else { continue }
      entries.append(try Self.entry(entry, name: name, place: "\(name) entry \(index + 1)"))
    }
    self.entries = entries.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
  }

  /// A short printable form of an identifier, or nil.
  private static func text(_ value: Any?) -> String? {
    guard let value else { return nil }
    let text = (value as? String) ?? "\(value)"
    let printable = String(text.unicodeScalars.filter { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F }.prefix(64))
    return printable.isEmpty ? nil : printable
  }

  /// The time and reading of one orientation or gravity entry, checked.
  private static func entry(_ entry: [String: Any], name: String, place: String) throws(Problem) -> Entry {
    guard let time = entry["time"] as? NSNumber else { throw Problem(status: 400, message: "\(place) has no time") }
    let nanoseconds = time.doubleValue
    guard nanoseconds.isFinite, nanoseconds > 0, nanoseconds < 9e18 else {
      throw Problem(status: 400, message: "\(place) has time \(nanoseconds), not nanoseconds since 1970")
    }
    guard let values = entry["values"] as? [String: Any] else {
      throw Problem(status: 400, message: "\(place) has no values")
    }
    func value(_ key: String, largest: Double, required: Bool = true) throws(Problem) -> Double? {
      guard let found = number(values[key]) else {
        if required { throw Problem(status: 400, message: "\(place) has no number \(key)") }
        return nil
      }
      guard found.isFinite, abs(found) <= largest else {
        throw Problem(status: 400, message: "\(place) has \(key) \(found), beyond \(largest)")
      }
      return found
    }
    let reading: Reading
    if name == "orientation" {
      reading = .orientation(
        pitch: try value("pitch", largest: largestAngle)!, roll: try value("roll", largest: largestAngle)!,
        yaw: try value("yaw", largest: largestAngle, required: false))
    } else {
      reading = .gravity(
        x: try value("x", largest: largestGravity)!, y: try value("y", largest: largestGravity)!,
        z: try value("z", largest: largestGravity)!)
    }
    return Entry(time: time.int64Value, reading: reading)
  }

  /// A JSON number (not a string or a boolean) as a Double, or nil.
  private static func number(_ value: Any?) -> Double? {
    (value as? NSNumber)?.doubleValue
  }
}
