import Motion

/// Arguments parsed against a subcommand's declared options: a pure value, tested on its own.
///
/// Every value is checked against its declaration here, so a command reads typed values
/// (`arguments[SceneOptions.seed]`) that cannot be wrong.
struct ParsedArguments: Equatable {
  /// The one argument that is not an option (a FILE, a SCENE), for a subcommand that takes one.
  private(set) var operand = ""
  /// The text of each option given with a value, by name (`--seed` → "7"), already checked, in
  /// the order given. A list, not a dictionary: a `[String: String]` makes the runtime look up
  /// `String`'s conformances, which pages in every library's conformance records (1.3 MB of a
  /// bench run's resident memory, more than the 1 000-ball pit itself).
  private var values: [GivenValue] = []
  /// Flags given, by name.
  private var flags: [String] = []

  /// Parses `arguments` against `specs`: `--name=value` and `--name value` both work, `--` ends the
  /// options. A missing value, an unknown or repeated option and a value the option does not accept
  /// are each a usage error of their own. A subcommand that takes an operand names it (`FILE`) and
  /// needs exactly one; one that does not takes none.
  init(_ arguments: [String], specs: [OptionSpec], operand operandName: String? = nil) throws(UsageError) {
    var positionals: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        positionals += arguments[index...]
        break
      }
      guard Self.looksLikeOption(argument) else {
        positionals.append(argument)
        continue
      }
      let (name, inlineValue) = Self.nameAndValue(argument)
      let spec = try Self.spec(named: name, in: specs)
      guard text(of: spec.name) == nil, !flags.contains(spec.name) else {
        throw UsageError(message: "option '\(spec.name)' is given twice; give it once")
      }
      guard spec.takesValue else {
        guard inlineValue == nil else { throw UsageError(message: "option '\(spec.name)' takes no value") }
        flags.append(spec.name)
        continue
      }
      let text: String
      if let inlineValue {
        text = inlineValue
      } else if index < arguments.count, !Self.looksLikeOption(arguments[index]) {
        text = arguments[index]
        index += 1
      } else {
        throw UsageError(message: "option '\(spec.name)' needs a value (\(spec.synopsis))")
      }
      guard spec.isValid(text) else {
        let wants = spec.accepts ?? "a \(spec.placeholder ?? "") name"
        throw UsageError(message: "option '\(spec.name)' wants \(wants), not \(text.quotedForMessage)")
      }
      values.append(GivenValue(name: spec.name, text: text))
    }
    operand = try Self.operand(of: positionals, named: operandName)
  }

  /// The one operand in `positionals`, or a usage error for none or too many.
  private static func operand(of positionals: [String], named name: String?) throws(UsageError) -> String {
    guard let name else {
      if let first = positionals.first { throw UsageError(message: "unexpected argument \(first.quotedForMessage)") }
      return ""
    }
    guard positionals.count == 1, let operand = positionals.first else {
      throw UsageError(message: positionals.isEmpty ? "needs a \(name)" : "takes one \(name)")
    }
    guard isPath(operand) else { throw UsageError(message: "wants a \(name) name, not \(operand.quotedForMessage)") }
    return operand
  }

  /// Whether `argument` is an option's name rather than a value: it starts with a dash and is
  /// neither `-` alone (standard input) nor a dash before a digit (`-5`, `-.5`, `-80x24`).
  ///
  /// Arguments are read as bytes here and in `nameAndValue`: reading them as `Character`s paged in
  /// the standard library's grapheme breaking and Unicode number tables (0.3 MB of a bench's peak
  /// memory) to look at ASCII dashes, digits and equals signs.
  private static func looksLikeOption(_ argument: String) -> Bool {
    let bytes = argument.utf8
    guard bytes.first == UInt8(ascii: "-"), bytes.count > 1 else { return false }
    let next = bytes[bytes.index(after: bytes.startIndex)]
    return next == UInt8(ascii: "-")
      || !(next == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next))
  }

  /// `--name=value` as its name and value, `--name` as its name and nil.
  private static func nameAndValue(_ argument: String) -> (name: String, value: String?) {
    let bytes = argument.utf8
    guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { return (argument, nil) }
    return (
      String(decoding: bytes[..<equals], as: UTF8.self),
      String(decoding: bytes[bytes.index(after: equals)...], as: UTF8.self)
    )
  }

  /// The spec named `name`, or a usage error naming the nearest one.
  private static func spec(named name: String, in specs: [OptionSpec]) throws(UsageError) -> OptionSpec {
    if let spec = specs.first(where: { $0.name == name }) { return spec }
    let suggestion = nearest(to: name, among: specs.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
    throw UsageError(message: "unknown option \(name.quotedForMessage)" + suggestion)
  }

  /// The value of `option` if it was given.
  func given<Value>(_ option: Option<Value>) -> Value? {
    text(of: option.spec.name).flatMap(option.read)
  }

  /// The text given for the option named `name`, nil when it was not given.
  private func text(of name: String) -> String? {
    values.first { $0.name == name }?.text
  }

  /// The value of `option`: the one given, else its default (every option read this way has one).
  subscript<Value>(_ option: Option<Value>) -> Value {
    guard let value = given(option) ?? option.defaultValue else {
      preconditionFailure("option '\(option.spec.name)' has no default; read it with given(_:)")
    }
    return value
  }

  /// Whether the flag was given.
  subscript(_ flag: Option<Bool>) -> Bool {
    flags.contains(flag.spec.name)
  }

  /// The value of `option`, or a usage error when it was not given.
  func required<Value>(_ option: Option<Value>) throws(UsageError) -> Value {
    guard let value = given(option) else { throw UsageError(message: "option '\(option.spec.name)' is required") }
    return value
  }
}

/// An option given with a value: its name and the value's text.
private struct GivenValue: Equatable {
  /// The option's name (`--seed`).
  let name: String
  /// The value's text ("7").
  let text: String
}
