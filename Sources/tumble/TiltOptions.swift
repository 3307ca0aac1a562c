import Foundation
import Motion
import Playground

/// The tilt options `play` and `record` share: where the tilt comes from (`--tilt`) and how it
/// turns into gravity (`--tilt-map`).
struct TiltOptions {
  /// The environment variable that points IIO look-ups at another sysfs tree (for tests).
  static let sysfsRootVariable = "TUMBLE_SYSFS_ROOT"

  /// `--tilt-map`, for every subcommand that maps tilt to gravity.
  static let mapSpec = OptionSpec.value(
    "--tilt-map", "seed (the demo's atan2(pitch, roll) at full strength, the default) or physical")
  /// `--tilt`, for `play` and `record`.
  static let sourceSpec = OptionSpec.value(
    "--tilt",
    "- (Tumble's tilt CSV on standard input), iio[:DEVICE] (a Linux accelerometer), "
      + "sensorlogger[:[ADDRESS:]PORT] (its HTTP Push) or phyphox:HOST[:PORT] (its remote access)")
  /// `--tilt-token`, the secret path of a listening source.
  static let tokenSpec = OptionSpec.value(
    "--tilt-token", "the secret in sensorlogger's URL path (default: a random one), letters and digits")
  /// `--tilt`, `--tilt-token` and `--tilt-map`, for `play` and `record`.
  static let specs: [OptionSpec] = [sourceSpec, tokenSpec, mapSpec]

  /// How samples become gravity.
  var mapping: TiltMapping
  /// The live source asked for, or nil for the arrow keys.
  var live: LiveTiltSpec?
  /// The secret path part a listening source takes.
  var token: String

  /// Reads `--tilt` and `--tilt-map`.
  init(_ arguments: ParsedArguments) throws(UsageError) {
    mapping = try Self.mapping(arguments)
    live = try arguments.values["--tilt"].map(Self.spec)
    token = try Self.token(arguments)
  }

  /// The live source `text` names, or a usage error.
  static func spec(_ text: String) throws(UsageError) -> LiveTiltSpec {
    guard let spec = LiveTiltSpec(text) else {
      throw UsageError(
        message: "option '--tilt' wants -, iio[:DEVICE], sensorlogger[:[ADDRESS:]PORT] or phyphox:HOST[:PORT], "
          + "not '\(text)'")
    }
    return spec
  }

  /// The token `--tilt-token` gives, or a random one.
  static func token(_ arguments: ParsedArguments) throws(UsageError) -> String {
    guard let token = arguments.values["--tilt-token"] else { return LiveTiltSpec.randomToken() }
    guard LiveTiltSpec.isValidToken(token) else {
      throw UsageError(
        message: "option '--tilt-token' wants 1 to 64 letters, digits, '-', '_', '.' or '~', not '\(token)'")
    }
    return token
  }

  /// The mapping `--tilt-map` names (seed by default).
  static func mapping(_ arguments: ParsedArguments) throws(UsageError) -> TiltMapping {
    let name = arguments.string("--tilt-map", default: TiltMapping.seed.rawValue)
    guard let mapping = TiltMapping(name: name) else {
      throw UsageError(message: "option '--tilt-map' wants seed or physical, not '\(name)'")
    }
    return mapping
  }

  /// Opens the tilt source: the keys, or the live source, checked before the terminal is taken.
  ///
  /// For `--tilt -` standard input must not be a terminal; the pipe is moved off it and the
  /// terminal put in its place, so that the screen reads keys from the terminal and the tilt
  /// comes from the pipe.
  func openSource() throws -> TiltDriver.Source {
    switch live {
    case nil:
      return .keyboard
    case .stdin:
      guard isatty(STDIN_FILENO) == 0 else {
        throw UsageError(
          message: "'--tilt -' reads tilt from standard input, which is a terminal; pipe Tumble's tilt CSV into it")
      }
      let pipe = dup(STDIN_FILENO)
      let terminal = open("/dev/tty", O_RDONLY)
      guard pipe >= 0, terminal >= 0, dup2(terminal, STDIN_FILENO) >= 0 else { throw PlayError.notATerminal }
      close(terminal)
      return .live(StdinTiltSource(descriptor: pipe))
    case let live?:
      let root = ProcessInfo.processInfo.environment[Self.sysfsRootVariable] ?? IIOTiltSource.defaultSysfsRoot
      return .live(try live.open(sysfsRoot: root, token: token))
    }
  }
}
