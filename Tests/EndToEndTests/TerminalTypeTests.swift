import Terminal
import Testing

@testable import TumbleCommandLine

/// Which terminal type ncurses starts with, for each `TERM` and each terminfo database.
@Suite struct TerminalTypeTests {
  /// A terminfo database that knows `names`.
  static func knowing(_ names: Set<String>) -> (String) -> Bool { { names.contains($0) } }

  @Test func aKnownTermIsUsedAsItIs() throws {
    let type = try TerminalType.choose(term: "foot", isKnown: Self.knowing(["foot", "xterm-256color"]))
    #expect(type.name == "foot" && type.term == "foot")
    #expect(type.substituteNote == nil)
  }

  @Test(arguments: [nil, "", "xterm-kitty"])
  func anUnsetOrUnknownTermGetsTheFirstFallbackKnown(term: String?) throws {
    let type = try TerminalType.choose(term: term, isKnown: Self.knowing(["xterm", "vt100"]))
    #expect(type.name == "xterm")
    let note = try #require(type.substituteNote)
    #expect(note.hasPrefix(term?.isEmpty == false ? "TERM 'xterm-kitty' is unknown here;" : "TERM is not set;"))
    #expect(note.contains("played as xterm"))
  }

  @Test func dumbIsRefusedEvenWhereTerminfoKnowsIt() {
    #expect(throws: TerminalTypeError.dumb) {
      try TerminalType.choose(term: "dumb", isKnown: Self.knowing(["dumb", "xterm-256color"]))
    }
    #expect(TerminalTypeError.dumb.message.hasPrefix("TERM 'dumb' is a terminal that cannot move its cursor"))
  }

  @Test func noTypeKnownAtAllSaysWhatWasTried() {
    #expect(throws: TerminalTypeError.unknown("bogus")) {
      try TerminalType.choose(term: "bogus", isKnown: Self.knowing([]))
    }
    #expect(
      TerminalTypeError.unknown("bogus").message
        == "TERM 'bogus' is unknown, and so are xterm-256color, xterm, vt100: "
        + "is the terminfo database (ncurses-base) installed?")
    #expect(TerminalTypeError.unknown(nil).message.hasPrefix("TERM is not set, and so are"))
  }

  @Test func aLongTermIsCutInMessages() {
    let message = TerminalTypeError.unknown(String(repeating: "x", count: 1_000_000)).message
    #expect(message.hasPrefix("TERM '" + String(repeating: "x", count: 59) + "…' is unknown"))
    #expect(message.count < 200)
  }
}
