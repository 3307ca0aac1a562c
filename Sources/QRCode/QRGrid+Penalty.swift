// MARK: - The standard's penalty, by which the mask is chosen

extension QRGrid {
  /// The penalty of the finished grid: runs of five or more, 2 × 2 blocks of one colour, patterns
  /// that look like finders, and an unbalanced share of dark modules.
  var penalty: Int {
    var total = 0
    for index in 0..<size {
      total += linePenalty((0..<size).map { self[index, $0] })
      total += linePenalty((0..<size).map { self[$0, index] })
    }
    for row in 0..<(size - 1) {
      for column in 0..<(size - 1) {
        let colour = self[row, column]
        if self[row, column + 1] == colour, self[row + 1, column] == colour, self[row + 1, column + 1] == colour {
          total += 3
        }
      }
    }
    let dark = modules.count { $0 }
    let percent = Double(dark) * 100 / Double(modules.count)
    return total + 10 * Int(abs(percent - 50) / 5)
  }

  /// The penalty of one row or column: 3 + (n − 5) for each run of n ≥ 5 modules of one colour, and
  /// 40 for each dark–light–dark–light–dark run in the ratio 1:1:3:1:1 with four or more light
  /// modules (the quiet zone past the edge counts as light) on either side.
  private func linePenalty(_ line: [Bool]) -> Int {
    var runs: [(dark: Bool, length: Int)] = []
    for module in line {
      if let last = runs.last, last.dark == module {
        runs[runs.count - 1].length += 1
      } else {
        runs.append((module, 1))
      }
    }
    var total = runs.reduce(0) { $0 + ($1.length >= 5 ? 3 + $1.length - 5 : 0) }
    for index in runs.indices where runs[index].dark && runs[index].length % 3 == 0 {
      let unit = runs[index].length / 3
      guard index >= 2, index + 2 < runs.count,
        [index - 2, index - 1, index + 1, index + 2].allSatisfy({ runs[$0].length == unit })
      else { continue }
      let before = index - 3 < 0 || runs[index - 3].length >= 4 * unit
      let after = index + 3 >= runs.count || runs[index + 3].length >= 4 * unit
      if before || after { total += 40 }
    }
    return total
  }
}
