import Motion

/// `tumble tilt`: prints a tilt recording as Tumble reads it, one CSV row per sample.
enum TiltCommand: Command {
  static let name = "tilt"
  static let summary = "print a tilt recording as CSV with its gravity angles"
  static let usage = """
    usage: tumble tilt FILE|FOLDER [--tilt-map seed|physical]

    Reads a tilt recording (Tumble's CSV, a Sensor Logger folder, Orientation.csv or Gravity.csv,
    a phyphox or a SensorLog export) and prints CSV t,pitch,roll,angle,magnitude, one row per
    sample: time in seconds, pitch and roll in radians, the gravity angle in radians on the
    y-down screen (0 right, pi/2 down) and its magnitude (1 = 1000 points/s^2).
    """
  static let options = [TiltOptions.map.spec]
  static let operand: String? = "FILE or FOLDER"

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let mapping = arguments[TiltOptions.map]
    var reader = try TiltRecording(path: arguments.operand).makeReader()
    try standardOutput.write(line: "t,pitch,roll,angle,magnitude")
    while let sample = try reader.next() {
      let tilt = mapping.tilt(for: sample)
      try standardOutput.write(line: "\(sample.t),\(sample.pitch),\(sample.roll),\(tilt.angle),\(tilt.magnitude)")
    }
    if let halfLine = reader.halfLine {
      printError("tumble tilt: " + halfLine.message)
    }
    if let note = droppedNote(count: reader.droppedCount, firstLine: reader.firstDroppedLine) {
      printError("tumble tilt: " + note)
    }
    return ExitStatus.success
  }

  /// What to say about `count` samples skipped because their time did not increase, nil for none.
  static func droppedNote(count: Int, firstLine: Int?) -> String? {
    guard count > 0 else { return nil }
    let first = firstLine.map { ", the first on line \($0)" } ?? ""
    return "skipped \(count == 1 ? "1 sample" : "\(count) samples") whose time did not increase\(first)"
  }
}
