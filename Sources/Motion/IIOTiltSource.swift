import Foundation

/// A Linux IIO accelerometer in sysfs (convertible laptops, tablets) as a live tilt source.
///
/// Acceleration in m/s² = (`in_accel_{x,y,z}_raw` + `in_accel_{x,y,z}_offset` or `in_accel_offset`,
/// 0 if absent) × (`in_accel_{x,y,z}_scale` or `in_accel_scale`), then turned into device axes by the
/// mount matrix (`in_accel_mount_matrix`, `in_mount_matrix` or `mount_matrix`; identity if absent).
/// The reading has the Android sign (upright: y > 0) and is turned into a gravity vector in g with
/// the iOS sign, so the physical mapping gives angle atan2(a.y, −a.x) and strength hypot(a.x, a.y) / g.
/// Each poll reads the raw values once.
public struct IIOTiltSource: LiveTiltSource {
  /// Where sysfs lists IIO devices.
  public static let defaultSysfsRoot = "/sys/bus/iio/devices"

  /// The device directory read.
  public let devicePath: String
  /// How the source is doing.
  public private(set) var status: LiveTiltStatus = .waiting
  private let scales: [Double]
  private let offsets: [Double]
  private let mountMatrix: MountMatrix
  private var origin: Double?

  /// Opens the accelerometer `device`, or the first under `sysfsRoot` with `in_accel_x_raw`.
  ///
  /// `device` is a directory path (when it has a `/`), a device directory name under `sysfsRoot`
  /// (`iio:device1`) or a device's `name` attribute (`accel_3d`).
  public init(device: String? = nil, sysfsRoot: String = defaultSysfsRoot) throws(MotionError) {
    devicePath = try Self.findDevice(device, sysfsRoot: sysfsRoot)
    let axes = ["x", "y", "z"]
    let sharedScale = try SysfsAttribute.number(at: Self.path(devicePath, "in_accel_scale"))
    let sharedOffset = try SysfsAttribute.number(at: Self.path(devicePath, "in_accel_offset"))
    var scales: [Double] = []
    var offsets: [Double] = []
    for axis in axes {
      guard let scale = try SysfsAttribute.number(at: Self.path(devicePath, "in_accel_\(axis)_scale")) ?? sharedScale
      else {
        throw MotionError(
          .noDevice, file: devicePath, problem: "the device has no in_accel_scale",
          expected: "an accelerometer with in_accel_scale or in_accel_\(axis)_scale")
      }
      scales.append(scale)
      offsets.append(
        try SysfsAttribute.number(at: Self.path(devicePath, "in_accel_\(axis)_offset")) ?? sharedOffset ?? 0)
    }
    self.scales = scales
    self.offsets = offsets
    mountMatrix = try Self.readMountMatrix(devicePath)
  }

  /// Reads the accelerometer now: a sample timed from the first poll, or nil (and a failed status) if it cannot be
  /// read or is out of range (`TiltSample.rangeProblem`: gravity beyond ±16 g, say a broken scale).
  public mutating func drain(now: Double) -> [TiltSample] { read(now: now).map { [$0] } ?? [] }

  /// One reading of the accelerometer at `now`, or nil and a failed status.
  private mutating func read(now: Double) -> TiltSample? {
    var raw: [Double] = []
    for axis in ["x", "y", "z"] {
      let path = Self.path(devicePath, "in_accel_\(axis)_raw")
      guard let text = SysfsAttribute.text(at: path) else {
        status = .failed("cannot read \(path)")
        return nil
      }
      guard let value = Double(text), value.isFinite else {
        status = .failed("'\(text.prefix(20))' in \(path) is not a number")
        return nil
      }
      raw.append(value)
    }
    let acceleration = mountMatrix.apply(to: (0..<3).map { (raw[$0] + offsets[$0]) * scales[$0] })
    let gravity = GravityVector(androidAcceleration: acceleration[0], acceleration[1], acceleration[2])
    if let (problem, _) = TiltSample(t: 0, gravity: gravity).rangeProblem {
      status = .failed("\(problem) in \(devicePath)")
      return nil
    }
    let origin = self.origin ?? now
    self.origin = origin
    status = .ok
    return TiltSample(t: now - origin, gravity: gravity)
  }
}

// MARK: - Finding the device

extension IIOTiltSource {
  /// `name` inside the directory `folder`.
  static func path(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  private static func isAccelerometer(_ folder: String) -> Bool {
    SysfsAttribute.exists(at: path(folder, "in_accel_x_raw"))
  }

  /// The device directory for `device` (see `init`), or a `.noDevice` error.
  private static func findDevice(_ device: String?, sysfsRoot: String) throws(MotionError) -> String {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: sysfsRoot)) ?? []
    let folders = names.sorted(by: naturalOrder).map { path(sysfsRoot, $0) }
    let found: String?
    switch device {
    case nil:
      found = folders.first(where: isAccelerometer)
    case let device? where device.contains("/"):
      found = device
    case let device?:
      found =
        names.contains(device)
        ? path(sysfsRoot, device) : folders.first { SysfsAttribute.text(at: path($0, "name")) == device }
    }
    guard let found, isAccelerometer(found) else {
      let what = device.map { "no IIO accelerometer '\($0)'" } ?? "no IIO device has in_accel_x_raw"
      throw MotionError(
        .noDevice, file: device.flatMap { $0.contains("/") ? $0 : nil } ?? sysfsRoot, problem: what,
        expected: "an accelerometer with in_accel_x_raw (a convertible laptop or a tablet)")
    }
    return found
  }

  /// Orders `iio:device2` before `iio:device10`: by the text before the trailing digits, then their value.
  private static func naturalOrder(_ left: String, _ right: String) -> Bool {
    func split(_ name: String) -> (String, Int) {
      let digits = name.reversed().prefix { $0.isASCII && $0.isNumber }
      return (String(name.dropLast(digits.count)), Int(String(digits.reversed())) ?? -1)
    }
    let (a, b) = (split(left), split(right))
    return a.0 != b.0 ? a.0 < b.0 : a.1 != b.1 ? a.1 < b.1 : left < right
  }

  private static func readMountMatrix(_ folder: String) throws(MotionError) -> MountMatrix {
    let candidates = ["in_accel_mount_matrix", "in_mount_matrix", "mount_matrix"].map { path(folder, $0) }
    guard let file = candidates.first(where: SysfsAttribute.exists) else { return .identity }
    guard let text = SysfsAttribute.text(at: file), let matrix = MountMatrix(text) else {
      throw MotionError(
        .notANumber, file: file, line: 1, problem: "not a mount matrix",
        expected: "nine numbers 'a, b, c; d, e, f; g, h, i'")
    }
    return matrix
  }
}
