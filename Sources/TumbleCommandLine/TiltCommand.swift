import Foundation
import Motion

/// `tumble tilt`: prints a tilt recording, or a live source's samples as they come, as Tumble reads them.
enum TiltCommand: Command {
  static let name = "tilt"
  static let summary = "print a tilt recording or a live source as CSV with its gravity angles"
  static let usage = """
    usage: tumble tilt FILE|FOLDER|SOURCE [--tilt-map seed|physical] [--seconds T] [--tilt-token T]

    Reads a tilt recording (Tumble's CSV, a Sensor Logger folder, Orientation.csv or Gravity.csv,
    a phyphox or a SensorLog export) and prints CSV t,pitch,roll,angle,magnitude, one row per
    sample: time in seconds, pitch and roll in radians, the gravity angle in radians on the
    y-down screen (0 right, pi/2 down) and its magnitude (1 = 1000 points/s^2).

    SOURCE is a live source, named as for play (-, iio[:DEVICE], sensorlogger[:[ADDRESS:]PORT],
    phyphox:HOST[:PORT]): its rows are printed as they arrive, for --seconds T or until Ctrl-C,
    and what it asks of you (the URL to type into the phone's app) and its troubles go to
    standard error.
    """
  /// `--seconds T`, how long a live source is printed.
  static let seconds = Option.double(
    "--seconds", "T", "with a live SOURCE, stop after T seconds", in: 0...86400, default: nil,
    defaultText: "never")
  static let options = [TiltOptions.map.spec, TiltOptions.token.spec, seconds.spec]
  static let operand: String? = "FILE, FOLDER or SOURCE"

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let mapping = arguments[TiltOptions.map]
    let path = arguments.operand
    if !FileManager.default.fileExists(atPath: path), let live = LiveTiltSpec(path) {
      var source = try live.open(token: arguments.given(TiltOptions.token) ?? LiveTiltSpec.randomToken())
      try printLive(&source, mapping: mapping, seconds: arguments.given(seconds) ?? .infinity)
      return ExitStatus.success
    }
    var reader = try TiltRecording(path: path).makeReader()
    try standardOutput.write(line: "t,pitch,roll,angle,magnitude")
    while let sample = try reader.next() { try standardOutput.write(line: row(sample, mapping: mapping)) }
    if let halfLine = reader.halfLine {
      printError("tumble tilt: " + halfLine.message)
    }
    if let note = droppedNote(count: reader.droppedCount, firstLine: reader.firstDroppedLine) {
      printError("tumble tilt: " + note)
    }
    return ExitStatus.success
  }

  /// One CSV row: the sample's time, pitch and roll and the tilt `mapping` gives it.
  static func row(_ sample: TiltSample, mapping: TiltMapping) -> String {
    let tilt = mapping.tilt(for: sample)
    return "\(sample.t),\(sample.pitch),\(sample.roll),\(tilt.angle),\(tilt.magnitude)"
  }

  /// Prints `source`'s samples as they come, for `seconds` or until its input ends; its
  /// invitation and every change of its status but `receiving` go to standard error.
  static func printLive(
    _ source: inout any LiveTiltSource, mapping: TiltMapping, seconds: Double
  )
    throws(WriteError)
  {
    if let invitation = source.invitation {
      for line in (invitation.url.map { [$0] } ?? []) + invitation.lines { printError("tumble tilt: " + line) }
    }
    try standardOutput.write(line: "t,pitch,roll,angle,magnitude")
    try standardOutput.flush()
    let start = ProcessInfo.processInfo.systemUptime
    var said = source.status.description
    while case let now = ProcessInfo.processInfo.systemUptime - start, now < seconds {
      let samples = source.drain(now: now)
      for sample in samples { try standardOutput.write(line: row(sample, mapping: mapping)) }
      if !samples.isEmpty { try standardOutput.flush() }
      let status = source.status
      if status == .ended { break }
      if case .receiving = status {
      } else if status.description != said {
        printError("tumble tilt: \(status)")
      }
      said = status.description
      usleep(1000)
    }
  }

  /// What to say about `count` samples skipped because their time did not increase, nil for none.
  static func droppedNote(count: Int, firstLine: Int?) -> String? {
    guard count > 0 else { return nil }
    let first = firstLine.map { ", the first on line \($0)" } ?? ""
    return "skipped \(count == 1 ? "1 sample" : "\(count) samples") whose time did not increase\(first)"
  }
}
