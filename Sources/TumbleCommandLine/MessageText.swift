import Motion

/// The longest path Tumble takes (Linux's `PATH_MAX`); paths are repeated whole in messages.
let longestPath = 4096

/// The name in `names` nearest to `name`, if one is a slip away: a letter added, dropped or changed
/// for every four letters.
func nearest(to name: String, among names: [String]) -> String? {
  guard name.count <= 2 * MotionError.quotedLimit else { return nil }
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
