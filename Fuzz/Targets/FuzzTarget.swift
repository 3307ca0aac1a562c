/// A fuzz target: one reader of outside input, fed one input the way the program feeds it.
///
/// `make fuzz` runs each target in `all` under libFuzzer, with the seeds in `Fuzz/Corpus/NAME` and
/// the dictionary `Fuzz/Dictionaries/NAME.dict` if there is one; the regression tests replay
/// `Fuzz/Regressions/NAME` and the seeds through `run`. A target crashes (a trap, or a failed
/// `FuzzCheck`) when the reader misbehaves; any other outcome, a clear error included, is a pass.
public struct FuzzTarget: Sendable {
  /// The name `FUZZ_TARGET` takes, and the name of its corpus and dictionary.
  public let name: String
  /// Feeds the reader one input.
  public let run: @Sendable ([UInt8]) -> Void

  /// A target named `name` that feeds its input to `run`.
  public init(_ name: String, run: @escaping @Sendable ([UInt8]) -> Void) {
    self.name = name
    self.run = run
  }

  /// Every target: one line each.
  public static let all: [FuzzTarget] = [
    FuzzTarget("tumble-csv") { RecordingFuzzing.replay($0, as: "take.csv") },
    FuzzTarget("sensorlogger-orientation") { RecordingFuzzing.replay($0, as: "Orientation.csv") },
    FuzzTarget("sensorlogger-gravity") { RecordingFuzzing.replay($0, as: "Gravity.csv") },
    FuzzTarget("sensorlogger-total-acceleration") { RecordingFuzzing.replay($0, as: "TotalAcceleration.csv") },
    FuzzTarget("sensorlogger-folder") { RecordingFuzzing.replayFolder($0) },
    FuzzTarget("phyphox-acceleration") { RecordingFuzzing.replay($0, as: "Raw Data.csv") },
    FuzzTarget("phyphox-decimal-comma") { RecordingFuzzing.replay($0, as: "Raw Data.csv") },
    FuzzTarget("phyphox-inclination") { RecordingFuzzing.replay($0, as: "Inclination.csv") },
    FuzzTarget("physics-toolbox") { RecordingFuzzing.replay($0, as: "physics-toolbox.csv") },
    FuzzTarget("sensorlog") { RecordingFuzzing.replay($0, as: "sensorlog.csv") },
    FuzzTarget("stdin-stream") { LiveFuzzing.stream($0) },
    FuzzTarget("iio-sysfs") { LiveFuzzing.sysfs($0) },
    FuzzTarget("sticker-set") { StickerSetFuzzing.load($0) },
    FuzzTarget("sensorlogger-push") { PushFuzzing.receive($0) },
    FuzzTarget("image") { ImageFuzzing.load($0) },
    FuzzTarget("options") { OptionsFuzzing.parse($0) },
    FuzzTarget("terminal-replies") { TerminalRepliesFuzzing.parse($0) },
  ]

  /// The target called `name`, if there is one.
  public static func named(_ name: String) -> FuzzTarget? {
    all.first { $0.name == name }
  }
}
