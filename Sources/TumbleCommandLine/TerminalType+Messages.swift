import Motion
import Terminal

// MARK: - What the user is told of the terminal's type

extension TerminalType {
  /// What to tell the user when `name` stands in for `TERM`, else nil.
  var substituteNote: String? {
    guard name != term else { return nil }
    let what = term.map { "TERM \($0.quotedForMessage) is unknown here" } ?? "TERM is not set"
    return "\(what); played as \(name) (set TERM to say which terminal this is)"
  }
}

extension TerminalTypeError {
  /// One line saying what is wrong and what to try.
  var message: String {
    switch self {
    case .dumb:
      return "TERM 'dumb' is a terminal that cannot move its cursor; "
        + "run it in a full terminal (or try TERM=xterm-256color)"
    case .unknown(let term):
      let what = term.map { "TERM \($0.quotedForMessage) is unknown" } ?? "TERM is not set"
      return "\(what), and so are \(TerminalType.fallbacks.joined(separator: ", ")): "
        + "is the terminfo database (ncurses-base) installed?"
    }
  }
}
