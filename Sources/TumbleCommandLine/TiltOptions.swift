import Foundation
import Motion
import Playground

/// The tilt options `play` and `record` share: where the tilt comes from (`--tilt`) and how it
/// turns into gravity (`--tilt-map`).
struct TiltOptions {
  /// The environment variable that points IIO look-ups at another sysfs tree (for tests).
  static let sysfsRootVariable = "TUMBLE_SYSFS_ROOT"

  /// `--tilt-map M`, for every subcommand that maps tilt to gravity.
  static let map = Option<TiltMapping>.choice(
    "--tilt-map", "M", "how tilt turns into gravity", default: .seed)
  /// `--tilt SOURCE`.
  static let tilt = Option<LiveTiltSpec>(
    "--tilt", "SOURCE", "a live tilt source instead of the arrow keys",
    accepts: "- (Tumble's tilt CSV on standard input), iio or iio:DEVICE (a Linux accelerometer), "
      + "sensorlogger[:[ADDRESS:]PORT] (its HTTP Push) or phyphox:HOST[:PORT] (its remote access)",
    default: nil, read: LiveTiltSpec.init)
  /// `--tilt-token T`, the secret path part of a listening source.
  static let token = Option<String>(
    "--tilt-token", "T", "the secret in sensorlogger's URL path",
    accepts: "1 to 64 letters, digits, '-', '_', '.' or '~'", default: nil, defaultText: "a random one",
    read: { LiveTiltSpec.isValidToken($0) ? $0 : nil })
  /// `--tilt`, `--tilt-token` and `--tilt-map`, for `play` and `record`.
  static let specs = [tilt.spec, token.spec, map.spec]

  /// How samples become gravity.
  var mapping: TiltMapping
  /// The live source asked for, or nil for the arrow keys.
  var live: LiveTiltSpec?
  /// The secret path part a listening source takes.
  var token: String

  /// Reads `--tilt`, `--tilt-token` and `--tilt-map`.
  init(_ arguments: ParsedArguments) {
    mapping = arguments[Self.map]
    live = arguments.given(Self.tilt)
    token = arguments.given(Self.token) ?? LiveTiltSpec.randomToken()
  }

  /// The files the source reads, which no output of the same run may replace.
  var inputs: [String] { live == .stdin ? ["/dev/stdin"] : [] }

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
