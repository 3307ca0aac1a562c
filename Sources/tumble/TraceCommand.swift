import Motion
import Playground

/// `tumble trace`: steps a scene headlessly and prints every item's state as CSV.
enum TraceCommand: Command {
  static let name = "trace"
  static let summary = "step a scene headlessly and print every item's position and velocity as CSV"
  static let usage = """
    usage: tumble trace [--scene NAME] [--stickers N] [--seed S] [--size WxH] [--seconds T] [--every DT] [--events]

    Steps the scene at the fixed 1/60 s step for T seconds without a terminal
    and prints CSV: a header 't,item,x,y,angle,vx,vy', then a line per item at
    t = 0 and every DT seconds (rounded to whole steps): the item's centre in
    points (y down, origin at the terminal's top-left), its angle in radians
    (clockwise) and its velocity in points/s. With --events, every contact
    that begins or ends is also printed on stderr as a JSON line.
    """
  static let options: [OptionSpec] =
    SceneOptions.specs + [
      .value("--size", "the terminal in cells, WIDTHxHEIGHT (default 80x24)"),
      .value("--seconds", "simulated seconds to trace, 0 to 3600 (default 3)"),
      .value("--every", "seconds between lines, 0.001 to 3600, at least one step (default 0.1)"),
      .flag("--events", "also print contact events as JSON lines on stderr"),
    ]

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let size = try arguments.size("--size", default: (80, 24), in: 1...1000)
    let seconds = try arguments.double("--seconds", default: 3, in: 0...3600)
    let every = try arguments.double("--every", default: 0.1, in: 0.001...3600)
    let scene = try SceneOptions(arguments)
    let session = scene.session(in: Layout(width: size.width, height: size.height))
    let stride = max(1, Int((every * 60).rounded()))
    let events = arguments.has("--events") ? EventPrinter() : nil
    try standardOutput.write(line: Session.traceHeader)
    try standardOutput.write(line: session.traceLines().joined(separator: "\n"))
    try HeadlessCast.run(session, until: seconds) { () throws(WriteError) in
      session.step()
      try events?.print(session)
      if session.stepCount % stride == 0 {
        try standardOutput.write(line: session.traceLines().joined(separator: "\n"))
      }
    }
    return ExitStatus.success
  }
}

/// Prints a session's contact events of each step as JSON lines on standard error, each step's at once.
struct EventPrinter {
  private let output = LineWriter(descriptor: 2, name: "standard error", bufferSize: 0)

  /// Prints the events of `session`'s last step.
  func print(_ session: Session) throws(WriteError) {
    let lines = session.contactEventLines()
    guard !lines.isEmpty else { return }
    try output.write(lines.map { $0 + "\n" }.joined())
  }
}
