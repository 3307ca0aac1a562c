/// The longest piece of the user's text a message repeats; longer text is cut with `…`.
let longestQuote = 60
/// The longest path Tumble takes (Linux's `PATH_MAX`); paths are repeated whole in messages.
let longestPath = 4096

/// `text` in single quotes for a message, cut to `longestQuote` characters with `…` so that a
/// huge argument never makes a huge line.
func quoted(_ text: String) -> String {
  "'" + clipped(text) + "'"
}

/// `text`, cut to `longestQuote` characters with `…` when longer.
func clipped(_ text: String) -> String {
  text.count <= longestQuote ? text : text.prefix(longestQuote - 1) + "…"
}

/// The name in `names` nearest to `name`, if one is a slip away: a letter added, dropped or changed
/// for every four letters.
func nearest(to name: String, among names: [String]) -> String? {
  guard name.count <= 2 * longestQuote else { return nil }
  let scored = names.map { (name: $0, distance: editDistance(name, $0)) }
  guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= max(1, name.count / 4) else {
    return nil
  }
  return best.name
}

/// How many letters must be added, dropped or changed to turn `a` into `b` (Levenshtein).
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  var previous = Array(0...b.count)
  for (i, letter) in a.enumerated() {
    var row = [i + 1]
    for (j, other) in b.enumerated() {
      row.append(min(previous[j + 1] + 1, row[j] + 1, previous[j] + (letter == other ? 0 : 1)))
    }
    previous = row
  }
  return previous[b.count]
}
