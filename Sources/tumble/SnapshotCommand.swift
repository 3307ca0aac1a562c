/// `tumble snapshot`: steps a scene headlessly and prints its text snapshot.
enum SnapshotCommand: Command {
  static let name = "snapshot"
  static let summary = "step a scene headlessly and print the frame as text"
  static let usage = "usage: tumble snapshot [--scene NAME] [--seed S] [--size WxH] [--seconds T]"
  static let options: [OptionSpec] = [
    .value("--scene", "the scene (default stickers)"),
    .value("--stickers", "how many stickers (default 24)"),
    .value("--seed", "the random seed (default 1)"),
    .value("--size", "the frame in cells, WIDTHxHEIGHT (default 80x24)"),
    .value("--seconds", "simulated time to step before the frame (default 3)"),
  ]

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    print("not yet")
    return ExitStatus.success
  }
}
