import Dynamics
import Motion
import Playground

/// Tilt recordings opened and replayed as `tumble replay` does: `TiltRecording` picks the importer
/// by the header, `TiltReplay` reads it through and plays it step by step, looping (twice through,
/// if it is short), under each mapping.
enum RecordingFuzzing {
  /// The most fixed steps played per mapping (4 s); a short recording is played through twice.
  static let maximumSteps = 240

  /// The folder's files a Sensor Logger folder input may hold, one section each.
  static let folderFiles: Set = ["Orientation.csv", "Gravity.csv", "Metadata.csv"]

  /// `input` as the file `name`, replayed.
  static func replay(_ input: [UInt8], as name: String) {
    ScratchFolder.with { folder in
      ScratchFolder.write(input, to: name, in: folder)
      play(folder + "/" + name)
    }
  }

  /// `input`, in sections named after the files of a Sensor Logger folder (others are ignored),
  /// as a recording folder, replayed.
  static func replayFolder(_ input: [UInt8]) {
    ScratchFolder.with { folder in
      for part in Sections(input).parts where folderFiles.contains(part.name) {
        ScratchFolder.write(part.bytes, to: "take/" + part.name, in: folder)
      }
      play(folder + "/take")
    }
  }

  /// Opens the recording at `path` and plays it, checking what comes out.
  private static func play(_ path: String) {
    guard let recording = try? TiltRecording(path: path) else { return }
    checkSamples(of: recording)
    for mapping in TiltMapping.allCases {
      guard var replay = try? TiltReplay(recording: recording, mapping: mapping, loops: true) else { continue }
      fuzzCheck(replay.startTime.isFinite && replay.endTime.isFinite, "a replay's start and end are finite")
      let steps = min(maximumSteps, 2 * Int(min(replay.duration, 4) / Animator.timeStep) + 2)
      for _ in 0..<steps { fuzzCheckFinite(replay.nextTilt()) }
      _ = replay.statusText
    }
  }

  /// Every sample the reader lets through is in range.
  private static func checkSamples(of recording: TiltRecording) {
    guard var reader = try? recording.makeReader() else { return }
    while let sample = try? reader.next() { fuzzCheckInRange(sample) }
  }
}
