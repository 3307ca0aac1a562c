import Foundation
import TestSupport
import Testing

@testable import TumbleCommandLine

/// The option parser as a pure value: each declaration's checks, and each kind of mistake its own message.
@Suite struct OptionParsingTests {
  private let specs = SnapshotCommand.options

  private func parse(_ arguments: [String], operand: String? = nil) throws(UsageError) -> ParsedArguments {
    try ParsedArguments(arguments, specs: specs, operand: operand)
  }

  private func message(_ arguments: [String], operand: String? = nil) -> String? {
    do {
      _ = try parse(arguments, operand: operand)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func valuesAreReadTypedWithTheirDefaults() throws {
    let parsed = try parse(["--seed=7", "--size", "100X30", "--sway", "--seconds", "2.5"])
    #expect(parsed[SceneOptions.seed] == 7)
    #expect(parsed[SceneOptions.size] == TerminalSize(100, 30))
    #expect(parsed[SnapshotCommand.seconds] == 2.5)
    #expect(parsed[SnapshotCommand.sway] && !parsed[EventPrinter.events])
    #expect(parsed[SceneOptions.stickers] == 24 && parsed[RenderOptions.render] == .auto)
    #expect(parsed.given(HeadlessCastOptions.cast) == nil)
  }

  @Test func aMissingValueBlamesTheOptionNotTheNextOne() {
    #expect(message(["--seed", "--size", "80x24"]) == "option '--seed' needs a value (--seed S)")
    #expect(message(["--size"]) == "option '--size' needs a value (--size WxH)")
  }

  @Test func aNegativeNumberAndADashAreValuesNotOptions() throws {
    let bounce = try ParsedArguments(
      ["--from", "-5", "--to=-1e3", "--duration", "1"], specs: BounceCommand.options)
    #expect(bounce[BounceCommand.from] == -5 && bounce[BounceCommand.to] == -1000)
    let play = try ParsedArguments(["--tilt", "-"], specs: PlayCommand.options)
    #expect(play.given(TiltOptions.tilt) == .stdin)
  }

  @Test func aRepeatedOptionOrFlagIsRefused() {
    #expect(message(["--seed", "1", "--seed", "2"]) == "option '--seed' is given twice; give it once")
    #expect(message(["--sway", "--sway"]) == "option '--sway' is given twice; give it once")
    #expect(message(["--seed=1", "--seed", "1"]) == "option '--seed' is given twice; give it once")
  }

  @Test func anUnknownOptionSuggestsTheNearestName() {
    #expect(message(["--sed", "1"]) == "unknown option '--sed'; did you mean '--seed'?")
    #expect(message(["--stikers=3"]) == "unknown option '--stikers'; did you mean '--stickers'?")
    #expect(message(["--zzzzzz"]) == "unknown option '--zzzzzz'")
    #expect(message(["-x"]) == "unknown option '-x'")
  }

  @Test(arguments: [
    (["--stickers", "0"], "option '--stickers' wants a whole number from 1 to 2000, not '0'"),
    (["--stickers", "2.5"], "option '--stickers' wants a whole number from 1 to 2000, not '2.5'"),
    (["--seed", "-1"], "option '--seed' wants a whole number from 0 up, not '-1'"),
    (["--seconds", "nan"], "option '--seconds' wants a number from 0 to 3600, not 'nan'"),
    (["--seconds", "1e400"], "option '--seconds' wants a number from 0 to 3600, not '1e400'"),
    (["--size", "80x0"], "option '--size' wants WIDTHxHEIGHT with each side from 1 to 1000, not '80x0'"),
    (
      ["--render", "ascii"],
      "option '--render' wants auto, glyph, blocks, braille, quadrants, sextants or octants, not 'ascii'"
    ),
    (["--cast="], "option '--cast' wants a FILE name, not ''"),
    (["--sway=yes"], "option '--sway' takes no value"),
  ])
  func aValueOutsideItsDeclarationIsRefused(arguments: [String], expected: String) {
    #expect(message(arguments) == expected)
  }

  @Test func aLongValueIsCutTo60CharactersInTheMessage() throws {
    let huge = String(repeating: "9", count: 100_000)
    let text = try #require(message(["--size", huge]))
    #expect(text.hasSuffix("not '" + String(repeating: "9", count: 59) + "…'"))
    #expect(try #require(message(["--" + huge])).count < 80)
    #expect(try #require(message([huge])).count < 100)
  }

  @Test func operandsAreCountedAndDoubleDashEndsTheOptions() throws {
    #expect(message(["a"]) == "unexpected argument 'a'")
    #expect(message([], operand: "FILE") == "needs a FILE")
    #expect(message(["a", "b"], operand: "FILE") == "takes one FILE")
    #expect(try parse(["--", "--seed"], operand: "FILE").operand == "--seed")
  }

  @Test func everyOptionAUsageTextNamesIsDeclaredForItsSubcommand() {
    for command in TumbleCommandLine.commands {
      let named = Set(command.usage.matches(of: /--[a-z-]+[a-z]/).map { String($0.output) })
      let declared = Set(command.options.map(\.name))
      #expect(named.subtracting(declared).isEmpty, "\(command.name): \(named.subtracting(declared))")
    }
  }

  @Test func everyHelpLineFitsA100ColumnTerminal() {
    for command in TumbleCommandLine.commands {
      let long = usage(of: command).split(separator: "\n").filter { $0.count > 100 }
      #expect(long.isEmpty, "\(command.name): \(long)")
    }
  }

  @Test func theReadmeOptionTableIsTheDeclarations() throws {
    let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "<!-- options: tumble help --markdown -->\n"))
    let end = try #require(readme.range(of: "<!-- end of options -->"))
    #expect(String(readme[start.upperBound..<end.lowerBound]) == optionTable() + "\n")
  }

  @Test func theReadmeSubcommandRowsNameOnlyDeclaredOptions() throws {
    let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    for line in readme.split(separator: "\n") where line.hasPrefix("| `tumble ") {
      guard let name = line.dropFirst(9).split(separator: " ").first.map(String.init),
        let command = TumbleCommandLine.command(named: name.trimmingCharacters(in: CharacterSet(charactersIn: "`")))
      else { continue }
      let named = Set(line.matches(of: /--[a-z-]+[a-z]/).map { String($0.output) })
      #expect(named.isSubset(of: Set(command.options.map(\.name))), "\(line)")
    }
  }
}

/// The checkout's root folder.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()
