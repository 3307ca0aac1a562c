extension BadInputTableTests {
  /// Issue 15: the engine's options out of range (threads, the pyramid's base, the tumbler's bodies).
  static let engineCounts: [BadInput] = [
    .init(
      ["bench", "ballpit", "--threads", "0"], 64,
      "tumble bench: option '--threads' wants a whole number from 1 to 64, not '0'"),
    .init(
      ["play", "--threads", "65"], 64, "tumble play: option '--threads' wants a whole number from 1 to 64, not '65'"),
    .init(
      ["bench", "pyramid", "--base", "0"], 64,
      "tumble bench: option '--base' wants a whole number from 1 to 200, not '0'"),
    .init(
      ["bench", "tumbler", "--bodies", "x"], 64,
      "tumble bench: option '--bodies' wants a whole number from 1 to 100000, not 'x'"),
  ]
}
