import CNcursesw
import Glibc

/// The terminal type ncurses is started with: `TERM`, or a common type in its place when terminfo does not
/// know `TERM` (a new terminal's own name over ssh, say) or it is unset.
public struct TerminalType: Equatable, Sendable {
  /// The types tried, in order, in place of an unknown `TERM`: nearly every terminal in use today
  /// understands xterm's sequences, and vt100's are the ones older terminals share.
  public static let fallbacks = ["xterm-256color", "xterm", "vt100"]

  /// The terminfo name ncurses is started with.
  public var name: String
  /// `TERM` as found (nil when unset or empty).
  public var term: String?

  /// The type for `TERM` = `term`, asking `isKnown` whether terminfo describes a name.
  ///
  /// `dumb` is refused rather than replaced: it is what a terminal that cannot move its cursor
  /// (an editor's shell buffer, a build log) says of itself.
  public static func choose(term: String?, isKnown: (String) -> Bool) throws(TerminalTypeError) -> TerminalType {
    let term = term?.isEmpty == false ? term : nil
    if term == "dumb" { throw .dumb }
    if let term, isKnown(term) { return TerminalType(name: term, term: term) }
    guard let fallback = fallbacks.first(where: isKnown) else { throw .unknown(term) }
    return TerminalType(name: fallback, term: term)
  }

  /// The type for this process's `TERM` and the terminfo database installed.
  ///
  /// Asking starts ncurses (on /dev/null), and the first start of ncurses takes SIGTSTP for itself
  /// unless a handler is there: ours are put there first.
  public static func current() throws(TerminalTypeError) -> TerminalType {
    catchSignals()
    return try choose(term: getenv("TERM").map { String(cString: $0) }) { tumble_terminfo_knows($0) != 0 }
  }
}

/// No terminal type the playground can start with.
public enum TerminalTypeError: Error, Equatable {
  /// `TERM` is `dumb`: the terminal cannot move its cursor.
  case dumb
  /// Neither `TERM` (nil when unset) nor any fallback is in the terminfo database.
  case unknown(String?)
}
