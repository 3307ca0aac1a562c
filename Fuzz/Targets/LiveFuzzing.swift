import Foundation
import Motion

/// Live tilt sources fed as the playground feeds them: polled once a frame, each sample mapped to
/// gravity under both mappings.
enum LiveFuzzing {
  /// The attribute files an IIO accelerometer input may hold, one section each.
  static let sysfsFiles: Set = [
    "name", "in_accel_x_raw", "in_accel_y_raw", "in_accel_z_raw", "in_accel_scale", "in_accel_x_scale",
    "in_accel_y_scale", "in_accel_z_scale", "in_accel_offset", "in_accel_x_offset", "in_accel_y_offset",
    "in_accel_z_offset", "in_accel_mount_matrix", "in_mount_matrix", "mount_matrix",
  ]

  /// `input` arriving on a pipe as `tumble play --tilt -` reads standard input: in pieces (of a
  /// size the input's length sets, so that lines are cut anywhere), a poll after each piece.
  static func stream(_ input: [UInt8]) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { fatalError("cannot make a pipe: \(errno)") }
    defer { close(ends[0]) }
    var source = StdinTiltSource(descriptor: ends[0], stallAfter: 1)
    let piece = 1 + input.count % 509
    var now = 0.0
    for start in stride(from: 0, to: input.count, by: piece) {
      let bytes = input[start..<min(start + piece, input.count)]
      let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
      fuzzCheck(written == bytes.count, "a piece of at most 509 bytes fits in the pipe")
      now += 0.25
      check(source.poll(now: now), status: source.status)
    }
    close(ends[1])
    for _ in 0..<2 {
      now += 2
      check(source.poll(now: now), status: source.status)
    }
  }

  /// `input`, in sections named after an IIO device's attribute files (others are ignored), as the
  /// only device under a fake sysfs root: opened as `--tilt iio` opens it and polled. A section
  /// `poll` polls the device there (and opens it the first time), so the files after it change the
  /// readings between polls; it is polled once more at the end.
  static func sysfs(_ input: [UInt8]) {
    ScratchFolder.with { root in
      var source: IIOTiltSource?
      var opened = false
      var now = 0.0
      func poll() {
        if !opened {
          opened = true
          source = try? IIOTiltSource(sysfsRoot: root)
        }
        guard var open = source else { return }
        now += 1.0 / 60
        check(open.poll(now: now), status: open.status)
        source = open
      }
      for part in Sections(input).parts {
        if part.name == "poll" {
          poll()
        } else if sysfsFiles.contains(part.name) {
          ScratchFolder.write(part.bytes, to: "iio:device0/" + part.name, in: root)
        }
      }
      poll()
    }
  }

  /// A polled sample, if any, is in range and maps to a finite tilt; the status reads as text.
  private static func check(_ sample: TiltSample?, status: LiveTiltStatus) {
    _ = status.description
    guard let sample else { return }
    fuzzCheckInRange(sample)
    for mapping in TiltMapping.allCases { fuzzCheckFinite(mapping.tilt(for: sample)) }
  }
}
