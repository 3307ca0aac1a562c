import Terminal

/// The terminal's answers to the startup queries (`GraphicsProbe.query`), read as `GraphicsProbe.ask` reads them:
/// the bytes so far, again as each chunk comes in.
enum TerminalRepliesFuzzing {
  /// `input` read whole and as it grows, a chunk at a time.
  static func parse(_ input: [UInt8]) {
    let reply = GraphicsReply(input)
    if let cell = reply.cellPixels {
      fuzzCheck((1...1000).contains(cell.width) && (1...1000).contains(cell.height), "a cell size is sane: \(cell)")
    }
    if let limit = reply.sixelLimit {
      fuzzCheck(
        (1...100_000).contains(limit.width) && (1...100_000).contains(limit.height), "a sixel limit is sane: \(limit)")
    }
    fuzzCheck(!reply.kitty || input.count >= 10, "kitty's OK takes its 10 bytes")
    // more bytes never take back an answer: the wait ends on `complete` and keeps what it read
    var grown = GraphicsReply([])
    for end in stride(from: 0, through: input.count, by: 7) {
      let part = GraphicsReply(Array(input[0..<end]))
      fuzzCheck(!grown.complete || part.complete, "an answer that ended the wait still does with more bytes")
      fuzzCheck(!grown.kitty || part.kitty, "kitty's OK stays read with more bytes")
      fuzzCheck(!grown.sixel || part.sixel, "sixel stays read with more bytes")
      grown = part
    }
    fuzzCheck(!grown.complete || reply.complete, "the whole answer is complete when a part was")
  }
}
