/// One option as the parser and the help see it, whatever its value's type: its name, what follows
/// it, the values it accepts and its default.
struct OptionSpec: Sendable {
  /// The option as typed, with its dashes (`--seed`).
  var name: String
  /// What the usage calls its value (`N`, `WxH`, `FILE`), nil for a flag.
  var placeholder: String?
  /// What it does, for a person.
  var summary: String
  /// Whether `text` is a value it accepts.
  var isValid: @Sendable (String) -> Bool
  /// The texts of `accepts` and `defaultText`, written when asked: only the help and the errors
  /// say them, and writing their numbers and choices up front paged in the standard library's
  /// number printing and key paths on every run (0.3 MB of a bench's peak memory).
  private let describe: @Sendable () -> (accepts: String?, defaultText: String?)

  /// The values it accepts, as the help and the error say them (`a whole number from 1 to 2000`);
  /// nil for a flag or any text.
  var accepts: String? { describe().accepts }
  /// The default as the help says it, nil for none.
  var defaultText: String? { describe().defaultText }

  /// An option named `name`, followed by `placeholder` (nil for a flag).
  init(
    name: String, placeholder: String? = nil, summary: String,
    accepts: @autoclosure @escaping @Sendable () -> String? = nil,
    defaultText: @autoclosure @escaping @Sendable () -> String? = nil,
    isValid: @escaping @Sendable (String) -> Bool
  ) {
    self.name = name
    self.placeholder = placeholder
    self.summary = summary
    self.isValid = isValid
    describe = { (accepts(), defaultText()) }
  }

  /// Whether a value follows it.
  var takesValue: Bool { placeholder != nil }

  /// One line for the usage text and the README: what it does, the values it accepts, its default.
  var help: String {
    let values = accepts.map { ": " + $0 } ?? ""
    return summary + values + (defaultText.map { " (default \($0))" } ?? "")
  }

  /// The usage's left column: the name and its placeholder (`--seed S`).
  var synopsis: String { name + (placeholder.map { " " + $0 } ?? "") }
}

/// A declared option with the type of its value: parsing checks it against the declaration,
/// commands read it as a `Value` (`arguments[SceneOptions.seed]`).
struct Option<Value: Sendable>: Sendable {
  /// The declaration the parser and the help use.
  let spec: OptionSpec
  /// The value when the option is not given, nil for none.
  let defaultValue: Value?
  /// The value `text` stands for, nil when it is not one the option accepts.
  let read: @Sendable (String) -> Value?

  /// An option whose value `read` turns from text, nil for text it refuses.
  init(
    _ name: String, _ placeholder: String, _ summary: String, accepts: @autoclosure @escaping @Sendable () -> String?,
    default defaultValue: Value?, defaultText: @autoclosure @escaping @Sendable () -> String? = nil,
    read: @escaping @Sendable (String) -> Value?
  ) {
    spec = OptionSpec(
      name: name, placeholder: placeholder, summary: summary, accepts: accepts(),
      defaultText: defaultText() ?? defaultValue.map { "\($0)" }, isValid: { read($0) != nil })
    self.defaultValue = defaultValue
    self.read = read
  }

  private init(flag name: String, _ summary: String) where Value == Bool {
    spec = OptionSpec(name: name, summary: summary, isValid: { _ in false })
    defaultValue = false
    read = { _ in nil }
  }

  /// A flag: given or not.
  static func flag(_ name: String, _ summary: String) -> Option<Bool> where Value == Bool {
    Option<Bool>(flag: name, summary)
  }
}

// MARK: - Kinds of value

extension Option where Value == Int {
  /// A whole number within `range`.
  static func int(
    _ name: String, _ placeholder: String, _ summary: String, in range: ClosedRange<Int>, default value: Int?,
    defaultText: @autoclosure @escaping @Sendable () -> String? = nil
  ) -> Self {
    Self(
      name, placeholder, summary,
      accepts: "a whole number from \(range.lowerBound)"
        + (range.upperBound == Int.max ? " up" : " to \(range.upperBound)"),
      default: value, defaultText: defaultText() ?? value.map { String($0) }
    ) { text in
      Int(text).flatMap { range.contains($0) ? $0 : nil }
    }
  }
}

extension Option where Value == Double {
  /// A finite number within `range`; `defaultText` says a default that is not a number.
  static func double(
    _ name: String, _ placeholder: String, _ summary: String, in range: ClosedRange<Double>, default value: Double?,
    defaultText: @autoclosure @escaping @Sendable () -> String? = nil
  ) -> Self {
    Self(
      name, placeholder, summary,
      accepts: "a number from \(shortNumber(range.lowerBound)) to \(shortNumber(range.upperBound))", default: value,
      defaultText: defaultText() ?? value.map(shortNumber)
    ) { text in
      Double(text).flatMap { $0.isFinite && range.contains($0) ? $0 : nil }
    }
  }
}

extension Option where Value == TerminalSize {
  /// A terminal size `WxH`, each side within `range`.
  static func size(_ name: String, _ summary: String, in range: ClosedRange<Int>, default value: TerminalSize) -> Self {
    Self(
      name, "WxH", summary, accepts: "WIDTHxHEIGHT with each side from \(range.lowerBound) to \(range.upperBound)",
      default: value, defaultText: value.description
    ) { text in
      TerminalSize(text).flatMap { range.contains($0.width) && range.contains($0.height) ? $0 : nil }
    }
  }
}

extension Option where Value == String {
  /// A path: text that is not empty, at most `longestPath` bytes.
  static func path(_ name: String, _ placeholder: String, _ summary: String) -> Self {
    Self(name, placeholder, summary, accepts: nil, default: nil) { isPath($0) ? $0 : nil }
  }
}

extension Option where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
  /// One of `Value`'s cases, by its name.
  static func choice(_ name: String, _ placeholder: String, _ summary: String, default value: Value?) -> Self {
    Self(
      name, placeholder, summary, accepts: alternatives(Value.allCases.map(\.rawValue)), default: value,
      defaultText: value?.rawValue, read: Value.init(rawValue:))
  }
}

/// A terminal's size in cells, as `--size WxH` gives it.
struct TerminalSize: Equatable, Sendable, CustomStringConvertible {
  /// Columns.
  var width: Int
  /// Rows.
  var height: Int

  /// A size of `width` × `height` cells.
  init(_ width: Int, _ height: Int) {
    self.width = width
    self.height = height
  }

  /// The size `text` (`80x24`, `80X24`) says, nil when it is not one.
  init?(_ text: String) {
    let sides = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard sides.count == 2, let width = Int(sides[0]), let height = Int(sides[1]) else { return nil }
    self.init(width, height)
  }

  var description: String { "\(width)x\(height)" }
}

/// `names` as a person lists them: `a, b or c`.
func alternatives(_ names: [String]) -> String {
  // Joined by hand: the standard library's `joined(separator:)` looks its element type's
  // conformances up at run time, which pages in every library's conformance records (1.3 MB of
  // a bench run's resident memory).
  var text = ""
  for (index, name) in names.enumerated() {
    if index > 0 { text += index == names.count - 1 ? " or " : ", " }
    text += name
  }
  return text
}

/// `value` without a `.0` when it is whole (`10`, `0.1`).
func shortNumber(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

/// Whether `text` can name a file: not empty and at most `longestPath` bytes.
func isPath(_ text: String) -> Bool {
  !text.isEmpty && text.utf8.count <= longestPath
}
