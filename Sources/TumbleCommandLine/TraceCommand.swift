import Motion
import Playground

/// `tumble trace`: steps a scene headlessly and prints every item's state as CSV.
enum TraceCommand: Command {
  static let name = "trace"
  static let summary = "step a scene headlessly and print every item's position and velocity as CSV"
  static let usage = """
    usage: tumble trace [--scene NAME] [--stickers N] [--seed S] [--size WxH] [--seconds T]
                        [--every DT] [--events]

    Steps the scene at the fixed 1/60 s step for T seconds without a terminal
    and prints CSV: a header 't,item,x,y,angle,vx,vy', then a line per item at
    t = 0 and every DT seconds (rounded to whole steps): the item's centre in
    the scene's own points, y down (the seed scenes': the iPhone view's
    375x667 points at any --size; stickers, crate and bounce: the terminal's,
    origin at its top-left), its angle in radians
    (clockwise) and its velocity in points/s. With --events, every contact
    that begins or ends is also printed on stderr as a JSON line.
    """
  /// `--seconds T`.
  static let seconds = Option.double("--seconds", "T", "simulated seconds to trace", in: 0...3600, default: 3)
  /// `--every DT`.
  static let every = Option.double(
    "--every", "DT", "seconds between lines, at least one step", in: 0.001...3600, default: 0.1)

  static let options =
    SceneOptions.specs + [SceneOptions.size.spec, seconds.spec, every.spec, EventPrinter.events.spec]

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let size = arguments[SceneOptions.size]
    let scene = try SceneOptions(arguments)
    let session = scene.session(in: Layout(width: size.width, height: size.height))
    let stride = max(1, Int((arguments[every] * 60).rounded()))
    let events = arguments[EventPrinter.events] ? EventPrinter() : nil
    try standardOutput.write(line: Session.traceHeader)
    try standardOutput.write(line: session.traceLines().joined(separator: "\n"))
    try HeadlessCast.run(session, until: arguments[seconds]) { () throws(WriteError) in
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
  /// `--events`.
  static let events = Option.flag("--events", "also print contact events as JSON lines on stderr")
  private let output = LineWriter(descriptor: 2, name: "standard error", bufferSize: 0)

  /// Prints the events of `session`'s last step.
  func print(_ session: Session) throws(WriteError) {
    let lines = session.contactEventLines()
    guard !lines.isEmpty else { return }
    try output.write(lines.map { $0 + "\n" }.joined())
  }
}
