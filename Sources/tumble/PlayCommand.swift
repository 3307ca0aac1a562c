/// `tumble play`: the interactive playground (the default subcommand).
enum PlayCommand: Command {
  static let name = "play"
  static let summary = "play a scene in the terminal (the default)"
  static let usage = "usage: tumble play [--scene NAME] [--stickers N] [--seed S]"
  static let options: [OptionSpec] = [
    .value("--scene", "the scene to play (default stickers)"),
    .value("--stickers", "how many stickers (default 24)"),
    .value("--seed", "the random seed (default 1)"),
  ]

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    print("not yet")
    return ExitStatus.success
  }
}
