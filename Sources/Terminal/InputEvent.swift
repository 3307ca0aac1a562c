/// Something the person at the terminal did.
public enum InputEvent: Equatable, Sendable {
  /// A key or character.
  case key(Key)
  /// The terminal changed size.
  case resize
  /// The terminal was given back while the process was stopped and is taken again: draw everything.
  case repaint
  /// The mouse: a button went down, moved while down, or came up, at a cell.
  case mouse(MouseAction, column: Int, row: Int)
}

/// A key the playground understands.
public enum Key: Equatable, Sendable {
  /// ← ↑ → ↓.
  case left, up, right, down
  /// Escape.
  case escape
  /// Ctrl-C or Ctrl-\, read as a key in raw mode (where they send no signal).
  case interrupt
  /// Ctrl-L: repaint everything.
  case redraw
  /// Any other character.
  case character(Character)
}

/// What a mouse button did.
public enum MouseAction: Equatable, Sendable {
  /// Pressed.
  case down
  /// Moved with the button held.
  case drag
  /// Released.
  case up
}
