import Playground

/// `tumble scenes`: lists the scenes, a line each.
enum ScenesCommand: Command {
  static let name = "scenes"
  static let summary = "list the scenes, a line each"
  static let usage = "usage: tumble scenes"
  static let options: [OptionSpec] = []

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let width = Scenes.all.map(\.name.count).max() ?? 0
    for scene in Scenes.all { try standardOutput.write(line: padded(scene.name, to: width + 2) + scene.summary) }
    return ExitStatus.success
  }
}
