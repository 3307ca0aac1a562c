import Canvas
import Motion
import Playground

/// An asciicast file being written as frames are drawn (`--cast FILE`), each event line whole and
/// at once; `close()` syncs it to the disk.
final class CastFile {
  private let file: LineWriter
  private var writer: AsciicastWriter?

  /// Creates the file at `path`, which must not exist unless `force` is set (then it is emptied);
  /// a device such as `/dev/null` is written without `force`. A file that appeared since
  /// `OutputPath.checkWritable` looked is never replaced without `force`: the create is exclusive.
  init(path: String, force: Bool) throws(WriteError) {
    file = try LineWriter(creating: path, replacing: force)
  }

  /// Records `frame`, shown at `seconds` on a terminal of `colorDepth`; the first frame writes the header.
  func record(_ frame: FrameBuffer, at seconds: Double, colorDepth: ColorDepth) throws(WriteError) {
    var writer = writer ?? AsciicastWriter(width: frame.width, height: frame.height, colorDepth: colorDepth)
    var text = self.writer == nil ? writer.header : ""
    text += writer.record(frame, at: seconds)
    self.writer = writer
    try file.write(text)
  }

  /// Writes a whole recording made elsewhere (a headless run).
  func write(_ text: String) throws(WriteError) {
    try file.write(text)
  }

  /// Ends the recording with the cursor shown again, syncs the file to the disk and closes it; throws the first
  /// failure of any write.
  func close() throws(WriteError) {
    if var writer {
      let last = writer.finish(at: 0)
      // a failure here is the file's first failure, or repeats it: close() throws it
      try? file.write(last)
    }
    try file.close()
  }
}
