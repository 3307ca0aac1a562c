// MARK: - Text quoted in messages

extension StringProtocol {
  /// The text in single quotes for a message, cut after `MotionError.quotedLimit` characters
  /// with `…`, so a huge bad cell still gives a short line.
  var quotedForMessage: String {
    let limit = MotionError.quotedLimit
    guard count > limit else { return "'\(self)'" }
    return "'\(prefix(limit))…'"
  }
}
