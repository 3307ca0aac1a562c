// MARK: - Text quoted in messages

extension StringProtocol {
  /// The text in single quotes for a message, cut to `MotionError.quotedLimit` characters (the `…`
  /// counted) so a huge bad cell, argument or `TERM` still gives a short line. Every message of
  /// Tumble that repeats the user's text quotes it this way.
  public var quotedForMessage: String {
    let limit = MotionError.quotedLimit
    guard count > limit else { return "'\(self)'" }
    return "'\(prefix(limit - 1))…'"
  }
}
