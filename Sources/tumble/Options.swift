/// One option a subcommand accepts: `--name VALUE` or a `--name` flag.
struct OptionSpec: Sendable {
  /// The option as typed, with its dashes (`--seed`).
  var name: String
  /// Whether a value follows it.
  var takesValue: Bool
  /// One line for the usage text.
  var help: String

  /// An option that takes a value.
  static func value(_ name: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, takesValue: true, help: help)
  }

  /// A flag that takes no value.
  static func flag(_ name: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, takesValue: false, help: help)
  }
}

/// A usage mistake on the command line; `tumble` prints it with the usage and exits 64.
struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What was wrong, for a person.
  var message: String

  var description: String { message }
}

/// Arguments parsed against a subcommand's option specs: a pure value, tested on its own.
struct ParsedArguments: Equatable {
  /// Arguments that are not options, in order.
  var positionals: [String] = []
  /// Options with values, by name (`--seed` → "7"); the last one given wins.
  var values: [String: String] = [:]
  /// Flags given, by name.
  var flags: Set<String> = []

  /// Parses `arguments` against `specs`; `--name=value` and `--name value` both work.
  init(_ arguments: [String], specs: [OptionSpec]) throws(UsageError) {
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0]
      guard let spec = specs.first(where: { $0.name == name }) else {
        throw UsageError(message: "unknown option '\(name)'")
      }
      if spec.takesValue {
        if parts.count == 2 {
          values[name] = parts[1]
        } else if index < arguments.count {
          values[name] = arguments[index]
          index += 1
        } else {
          throw UsageError(message: "option '\(name)' needs a value")
        }
      } else {
        guard parts.count == 1 else {
          throw UsageError(message: "option '\(name)' takes no value")
        }
        flags.insert(name)
      }
    }
  }

  /// Throws when arguments other than options were given.
  func expectNoPositionals() throws(UsageError) {
    if let first = positionals.first { throw UsageError(message: "unexpected argument '\(first)'") }
  }

  /// Whether the flag `name` was given.
  func has(_ name: String) -> Bool { flags.contains(name) }

  /// The string value of `name`, or `fallback` when it was not given.
  func string(_ name: String, default fallback: String) -> String {
    values[name] ?? fallback
  }

  /// The integer value of `name` within `range`, or `fallback` when it was not given.
  func int(_ name: String, default fallback: Int, in range: ClosedRange<Int>) throws(UsageError) -> Int {
    guard let text = values[name] else { return fallback }
    guard let value = Int(text), range.contains(value) else {
      throw UsageError(
        message: "option '\(name)' wants a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
    }
    return value
  }

  /// The number value of `name` within `range`, or `fallback` when it was not given.
  func double(_ name: String, default fallback: Double, in range: ClosedRange<Double>) throws(UsageError) -> Double {
    guard let text = values[name] else { return fallback }
    guard let value = Double(text), value.isFinite, range.contains(value) else {
      throw UsageError(
        message: "option '\(name)' wants a number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
    }
    return value
  }

  /// A `WxH` size such as `80x24`, each side within `range`, or `fallback` when not given.
  func size(
    _ name: String, default fallback: (width: Int, height: Int), in range: ClosedRange<Int>
  ) throws(UsageError)
    -> (width: Int, height: Int)
  {
    guard let text = values[name] else { return fallback }
    let sides = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard sides.count == 2, let width = Int(sides[0]), let height = Int(sides[1]),
      range.contains(width), range.contains(height)
    else {
      throw UsageError(
        message:
          "option '\(name)' wants WIDTHxHEIGHT with each side from \(range.lowerBound) to \(range.upperBound), not '\(text)'"
      )
    }
    return (width, height)
  }
}
