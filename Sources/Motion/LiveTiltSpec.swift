/// Which live tilt source the user asked for with `--tilt`: `-` for standard input, `iio` or
/// `iio:DEVICE` for an IIO accelerometer.
public enum LiveTiltSpec: Equatable, Sendable {
  /// Tumble's format on standard input.
  case stdin
  /// An IIO accelerometer: the first one, or the one named (see `IIOTiltSource.init`).
  case iio(device: String?)

  /// The source `text` names, or nil if it names none.
  public init?(_ text: String) {
    if text == "-" {
      self = .stdin
    } else if text == "iio" {
      self = .iio(device: nil)
    } else if text.hasPrefix("iio:"), text.count > 4 {
      self = .iio(device: String(text.dropFirst(4)))
    } else {
      return nil
    }
  }

  /// Opens the source; IIO devices are looked for under `sysfsRoot`.
  public func open(sysfsRoot: String = IIOTiltSource.defaultSysfsRoot) throws(MotionError) -> any LiveTiltSource {
    switch self {
    case .stdin: StdinTiltSource()
    case .iio(let device): try IIOTiltSource(device: device, sysfsRoot: sysfsRoot)
    }
  }
}
