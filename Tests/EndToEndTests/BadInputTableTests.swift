import Foundation
import TestSupport
import Testing

/// Issue 13's table of bad inputs: each one clear line, a sysexits status, and nothing written.
@Suite struct BadInputTableTests {
  /// A value far longer than any message may repeat.
  static let huge = String(repeating: "9", count: 100_000)
  /// What a message shows of `huge`.
  static let hugeShown = "'" + String(repeating: "9", count: 59) + "…'"
  static let sceneNames = "stickers, gravity, collision, attachment, push, snap, item, fields, bounce or crate"
  static let exists = "the file exists already; expected a new file name, or --force to overwrite it"
  static let isInput = "expected another file name (--force never writes over an input)"
  static let tornNote = "ignored a half line at the end (line 4)"
  static let farNote =
    "time 1e+300 is more than 24 hours after the first sample's 0.0; "
    + "expected a recording of at most 24 hours, timed in seconds or epoch ms, µs or ns"
  static let dumbNote =
    "TERM 'dumb' is a terminal that cannot move its cursor; run it in a full terminal (or try TERM=xterm-256color)"

  static let options: [BadInput] = [
    .init(["snapshot", "--seed", "--size", "80x24"], 64, "tumble snapshot: option '--seed' needs a value (--seed S)"),
    .init(["trace", "--every"], 64, "tumble trace: option '--every' needs a value (--every DT)"),
    .init(
      ["snapshot", "--seed", "1", "--seed", "2"], 64, "tumble snapshot: option '--seed' is given twice; give it once"),
    .init(["snapshot", "--events", "--events"], 64, "tumble snapshot: option '--events' is given twice; give it once"),
    .init(["snapshot", "--sed", "1"], 64, "tumble snapshot: unknown option '--sed'; did you mean '--seed'?"),
    .init(["--bogus"], 64, "tumble play: unknown option '--bogus'"),
    .init(
      ["record", "$DIR/new.csv", "--speed", "2"], 64, "tumble record: unknown option '--speed'; did you mean '--seed'?"),
    .init(
      ["snapshot", "--stickers", "0"], 64,
      "tumble snapshot: option '--stickers' wants a whole number from 1 to 2000, not '0'"),
    .init(
      ["snapshot", "--stickers", "2001"], 64,
      "tumble snapshot: option '--stickers' wants a whole number from 1 to 2000, not '2001'"),
    .init(
      ["snapshot", "--stickers", "1e3"], 64,
      "tumble snapshot: option '--stickers' wants a whole number from 1 to 2000, not '1e3'"),
    .init(
      ["snapshot", "--seed", "-1"], 64, "tumble snapshot: option '--seed' wants a whole number from 0 up, not '-1'"),
    .init(
      ["trace", "--seed", "99999999999999999999"], 64,
      "tumble trace: option '--seed' wants a whole number from 0 up, not '99999999999999999999'"),
    .init(
      ["snapshot", "--seconds", "-1"], 64, "tumble snapshot: option '--seconds' wants a number from 0 to 3600, not '-1'"
    ),
    .init(
      ["snapshot", "--seconds", "inf"], 64,
      "tumble snapshot: option '--seconds' wants a number from 0 to 3600, not 'inf'"),
    .init(
      ["trace", "--seconds", "nan"], 64, "tumble trace: option '--seconds' wants a number from 0 to 3600, not 'nan'"),
    .init(["trace", "--every", "0"], 64, "tumble trace: option '--every' wants a number from 0.001 to 3600, not '0'"),
    .init(
      ["snapshot", "--render", "ascii"], 64,
      "tumble snapshot: option '--render' wants auto, glyph, blocks, braille, quadrants, sextants or octants, not 'ascii'"
    ),
    .init(
      ["play", "--color", "sometimes"], 64, "tumble play: option '--color' wants never, auto or always, not 'sometimes'"
    ),
    .init(
      ["play", "--cell-aspect", "0.5"], 64, "tumble play: option '--cell-aspect' wants a number from 1 to 4, not '0.5'"),
    .init(
      ["replay", "$DIR/take.csv", "--speed", "0"], 64,
      "tumble replay: option '--speed' wants a number from 0.1 to 10, not '0'"),
    .init(
      ["replay", "$DIR/take.csv", "--tilt-map", "flat"], 64,
      "tumble replay: option '--tilt-map' wants seed or physical, not 'flat'"),
    .init(
      ["play", "--tilt", "iio:"], 64,
      "tumble play: option '--tilt' wants - (Tumble's tilt CSV on standard input), iio or iio:DEVICE (a Linux accelerometer), "
        + "sensorlogger[:[ADDRESS:]PORT] (its HTTP Push) or phyphox:HOST[:PORT] (its remote access), not 'iio:'"
    ),
    .init(
      ["play", "--tilt", "sensorlogger:0"], 64,
      "tumble play: option '--tilt' wants - (Tumble's tilt CSV on standard input), iio or iio:DEVICE (a Linux accelerometer), "
        + "sensorlogger[:[ADDRESS:]PORT] (its HTTP Push) or phyphox:HOST[:PORT] (its remote access), not 'sensorlogger:0'"
    ),
    .init(
      ["tilt", "sensorlogger", "--tilt-token", "a b"], 64,
      "tumble tilt: option '--tilt-token' wants 1 to 64 letters, digits, '-', '_', '.' or '~', not 'a b'"),
    .init(["snapshot", "--sway=yes"], 64, "tumble snapshot: option '--sway' takes no value"),
    .init(["snapshot", "--cast="], 64, "tumble snapshot: option '--cast' wants a FILE name, not ''"),
    .init(["bounce", "--from", "1", "--to", "2"], 64, "tumble bounce: option '--duration' is required"),
    .init(
      ["bounce", "--from", "1e10", "--to", "2", "--duration", "1"], 64,
      "tumble bounce: option '--from' wants a number from -1000000000 to 1000000000, not '1e10'"),
    .init(
      ["bounce", "--from", "0", "--to", "1", "--duration", "1", "--fps", "30"], 64,
      "tumble bounce: option '--fps' needs '--mode spring': classic keyframes are SKBounceAnimation's 60 a second"),
    .init(["snapshot", huge], 64, "tumble snapshot: unexpected argument " + hugeShown),
    .init(
      ["snapshot", "--size", huge], 64,
      "tumble snapshot: option '--size' wants WIDTHxHEIGHT with each side from 1 to 1000, not " + hugeShown),
    .init(["--" + huge], 64, "tumble play: unknown option '--" + String(repeating: "9", count: 57) + "…'"),
    .init(["replay", huge, "--headless"], 64, "tumble replay: wants a FILE or FOLDER name, not " + hugeShown),
    .init(["snapshot", "--cast", huge], 64, "tumble snapshot: option '--cast' wants a FILE name, not " + hugeShown),
    .init(["record", ""], 64, "tumble record: wants a FILE name, not ''"),
    .init(["fly"], 64, "tumble: no subcommand 'fly'"),
    .init(["snapsot"], 64, "tumble: no subcommand 'snapsot'; did you mean 'snapshot'?"),
    .init(["help", "a", "b"], 64, "tumble: help takes one subcommand"),
    .init(["help", "fly"], 64, "tumble: no subcommand 'fly'"),
    .init(["scenes", "extra"], 64, "tumble scenes: unexpected argument 'extra'"),
    .init(["bench"], 64, "tumble bench: needs a SCENE"),
    .init(["bench", "nope"], 64, "tumble bench: no bench scene 'nope'"),
    .init(
      ["bench", "ballpit", "--through", "uikit"], 64,
      "tumble bench: option '--through' wants engine or dynamics, not 'uikit'"),
    .init(["record"], 64, "tumble record: needs a FILE"),
    .init(["replay", "$DIR/take.csv", "$DIR/take.csv"], 64, "tumble replay: takes one FILE or FOLDER"),
  ]

  static let sizesAndScenes: [BadInput] = [
    .init(
      ["snapshot", "--size", "0x24"], 64,
      "tumble snapshot: option '--size' wants WIDTHxHEIGHT with each side from 1 to 1000, not '0x24'"),
    .init(
      ["snapshot", "--size", "80by24"], 64,
      "tumble snapshot: option '--size' wants WIDTHxHEIGHT with each side from 1 to 1000, not '80by24'"),
    .init(
      ["trace", "--size", "1001x24"], 64,
      "tumble trace: option '--size' wants WIDTHxHEIGHT with each side from 1 to 1000, not '1001x24'"),
    .init(
      ["replay", "$DIR/take.csv", "--headless", "--size", "-80x24"], 64,
      "tumble replay: option '--size' wants WIDTHxHEIGHT with each side from 1 to 1000, not '-80x24'"),
    .init(
      ["bench", "render", "--size", "10x10"], 64,
      "tumble bench: option '--size' wants WIDTHxHEIGHT with each side from 20 to 1000, not '10x10'"),
    .init(["snapshot", "--scene", "nope"], 64, "tumble snapshot: option '--scene' wants \(sceneNames), not 'nope'"),
    .init(["trace", "--scene", ""], 64, "tumble trace: option '--scene' wants \(sceneNames), not ''"),
    .init(
      ["replay", "$DIR/take.csv", "--scene", "STICKERS"], 64,
      "tumble replay: option '--scene' wants \(sceneNames), not 'STICKERS'"),
  ]

  static let outputs: [BadInput] = [
    .init(["snapshot", "--cast", "$DIR/old.cast"], 73, "tumble snapshot: $DIR/old.cast: " + exists),
    .init(["play", "--cast", "$DIR/old.cast"], 73, "tumble play: $DIR/old.cast: " + exists),
    .init(["replay", "$DIR/take.csv", "--cast", "$DIR/old.cast"], 73, "tumble replay: $DIR/old.cast: " + exists),
    .init(
      ["replay", "$DIR/take.csv", "--headless", "--cast", "$DIR/old.cast"], 73,
      "tumble replay: $DIR/old.cast: " + exists),
    .init(["record", "$DIR/old.cast"], 73, "tumble record: $DIR/old.cast: " + exists),
    .init(["snapshot", "--cast", "$DIR/sub"], 73, "tumble snapshot: $DIR/sub: it is a folder; expected a file name"),
    .init(["record", "$DIR/sub", "--force"], 73, "tumble record: $DIR/sub: it is a folder; expected a file name"),
    .init(
      ["snapshot", "--cast", "$DIR/nowhere/x.cast", "--force"], 73,
      "tumble snapshot: $DIR/nowhere/x.cast: its folder does not exist; expected a path in an existing folder"),
    .init(
      ["snapshot", "--cast", "$DIR/dangling"], 73,
      "tumble snapshot: $DIR/dangling: a symbolic link exists there; expected a new file name, or --force to replace it"
    ),
    .init(
      ["replay", "$DIR/take.csv", "--headless", "--cast", "$DIR/take.csv"], 73,
      "tumble replay: $DIR/take.csv: it is the file this run reads ('$DIR/take.csv'); " + isInput),
    .init(
      ["replay", "$DIR/take.csv", "--headless", "--cast", "$DIR/take.csv", "--force"], 73,
      "tumble replay: $DIR/take.csv: it is the file this run reads ('$DIR/take.csv'); " + isInput),
    .init(
      ["replay", "$DIR/take.csv", "--cast", "$DIR/sub/../take.csv", "--force"], 73,
      "tumble replay: $DIR/sub/../take.csv: it is the file this run reads ('$DIR/take.csv'); " + isInput),
    .init(
      ["replay", "$DIR/take.csv", "--headless", "--cast", "$DIR/link.csv", "--force"], 73,
      "tumble replay: $DIR/link.csv: it is the file this run reads ('$DIR/take.csv'); " + isInput),
    .init(
      ["replay", "$DIR/link.csv", "--headless", "--cast", "$DIR/hard.csv", "--force"], 73,
      "tumble replay: $DIR/hard.csv: it is the file this run reads ('$DIR/link.csv'); " + isInput),
    .init(
      ["replay", "$DIR/rec", "--headless", "--cast", "$DIR/rec/Orientation.csv", "--force"], 73,
      "tumble replay: $DIR/rec/Orientation.csv: it is the file this run reads ('$DIR/rec'); " + isInput),
  ]

  /// Bad recordings (written by `fixtures`), missing files and folders given as files.
  static let files: [BadInput] = [
    .init(["replay", "$DIR/pitch.csv", "--headless"], 65, "tumble replay: $DIR/pitch.csv:3: ", prefixOnly: true),
    .init(["replay", "$DIR/nan.csv"], 65, "tumble replay: $DIR/nan.csv:2: ", prefixOnly: true),
    .init(["replay", "$DIR/inf.csv", "--headless"], 65, "tumble replay: $DIR/inf.csv:2: ", prefixOnly: true),
    .init(["replay", "$DIR/empty.csv", "--headless"], 65, "tumble replay: $DIR/empty.csv: ", prefixOnly: true),
    .init(["replay", "$DIR/photo.jpg", "--headless"], 65, "tumble replay: $DIR/photo.jpg:1: ", prefixOnly: true),
    .init(["replay", "$DIR/notes.csv", "--headless"], 65, "tumble replay: $DIR/notes.csv:1: ", prefixOnly: true),
    .init(["replay", "$DIR/short.csv", "--headless"], 65, "tumble replay: $DIR/short.csv:2: ", prefixOnly: true),
    .init(["replay", "$DIR/header.csv", "--headless"], 65, "tumble replay: $DIR/header.csv: ", prefixOnly: true),
    .init(["replay", "$DIR/long.csv", "--headless"], 65, "tumble replay: $DIR/long.csv:3: ", prefixOnly: true),
    .init(["tilt", "$DIR/nan.csv"], 65, "tumble tilt: $DIR/nan.csv:2: ", prefixOnly: true),
    .init(["replay", "$DIR/torn.csv", "--headless"], 0, "tumble replay: $DIR/torn.csv: " + tornNote),
    .init(["tilt", "$DIR/torn.csv"], 0, "tumble tilt: $DIR/torn.csv: " + tornNote),
    .init(["replay", "$DIR/far.csv", "--headless"], 65, "tumble replay: $DIR/far.csv:3: " + farNote),
    .init(["replay", "$DIR/ns.csv", "--headless"], 0, ""),
    .init(["tilt", "$DIR/ns.csv"], 0, ""),
    .init(
      ["replay", "$DIR/mega.csv", "--headless"], 65,
      "tumble replay: $DIR/mega.csv:3: '" + String(repeating: "7", count: 59)
        + "…' in column pitch is not finite; expected a finite number in radians"),
    .init(
      ["replay", "$DIR/day.csv", "--headless"], 64,
      "tumble replay: $DIR/day.csv lasts 86400 s, longer than --headless steps (3600 s); give --seconds T for the frame at T"
    ),
    .init(
      ["replay", "$DIR/pitch.csv", "--headless", "--cast", "$DIR/new.cast"], 65, "tumble replay: $DIR/pitch.csv:3: ",
      prefixOnly: true),
    .init(
      ["replay", "$DIR/missing.csv", "--headless"], 66, "tumble replay: $DIR/missing.csv: no such file or folder",
      prefixOnly: true),
    .init(["tilt", "$DIR/missing.csv"], 66, "tumble tilt: $DIR/missing.csv: no such file or folder", prefixOnly: true),
    .init(
      ["replay", "$DIR/missing.csv", "--headless", "--cast", "$DIR/new.cast"], 66, "tumble replay: $DIR/missing.csv: ",
      prefixOnly: true),
    .init(
      ["replay", "$DIR/sub", "--headless"], 65,
      "tumble replay: $DIR/sub: the folder has no Orientation.csv or Gravity.csv", prefixOnly: true),
    .init(
      ["tilt", "$DIR/sub"], 65, "tumble tilt: $DIR/sub: the folder has no Orientation.csv or Gravity.csv",
      prefixOnly: true),
  ]

  static let environments: [BadInput] = [
    .init(
      ["snapshot"], 66, "tumble snapshot: cannot read stickers.txt (looked in $DIR/nowhere; set TUMBLE_ASSETS)",
      environment: ["TUMBLE_ASSETS": "$DIR/nowhere"]),
    .init(
      ["snapshot", "--cast", "$DIR/new.cast"], 65, "tumble snapshot: $DIR/assets/stickers.txt:2: ",
      environment: ["TUMBLE_ASSETS": "$DIR/assets"], prefixOnly: true),
    .init(
      ["play", "--tilt", "iio"], 66, "tumble play: $DIR/sub: no IIO device has in_accel_x_raw",
      environment: ["TUMBLE_SYSFS_ROOT": "$DIR/sub"], prefixOnly: true),
    .init(
      ["record", "$DIR/new.csv", "--tilt", "iio"], 66, "tumble record: $DIR/sub: no IIO device has in_accel_x_raw",
      environment: ["TUMBLE_SYSFS_ROOT": "$DIR/sub"], prefixOnly: true),
    .init(
      ["play"], 64,
      "tumble play: standard input and output must be a terminal (try 'tumble snapshot' for a frame as text)",
      environment: ["NO_COLOR": "1", "COLORTERM": "x"]),
    .init(
      ["snapshot", "--color", "sometimes"], 64,
      "tumble snapshot: option '--color' wants never, auto or always, not 'sometimes'", environment: ["NO_COLOR": "1"]),
    .init(
      ["snapshot", "--seconds", "0"], 0, "", environment: ["TERM": "", "NO_COLOR": "1", "COLORTERM": "\u{1B}[2J"]),
    .init(["trace", "--seconds", "0"], 0, "", environment: ["TERM": "no-such-terminal", "LANG": "C"]),
    .init(["play"], 78, "tumble play: " + dumbNote, environment: ["TERM": "dumb"], output: .terminal),
    .init(
      ["record", "$DIR/new.csv"], 78, "tumble record: " + dumbNote, environment: ["TERM": "dumb"], output: .terminal),
    .init(
      ["replay", "$DIR/take.csv"], 78, "tumble replay: " + dumbNote, environment: ["TERM": "dumb"], output: .terminal),
  ]

  /// Every subcommand that prints, onto a full standard output.
  static let fullOutputs: [BadInput] = [
    (["--help"], "tumble"), (["help", "trace"], "tumble"), (["scenes"], "tumble scenes"),
    (["snapshot", "--seconds", "0"], "tumble snapshot"), (["trace", "--seconds", "1"], "tumble trace"),
    (["tilt", "$DIR/take.csv"], "tumble tilt"), (["replay", "$DIR/take.csv", "--headless"], "tumble replay"),
    (["bounce", "--from", "0", "--to", "1", "--duration", "1"], "tumble bounce"), (["bench", "drop"], "tumble bench"),
  ].map { .init($0.0, 74, $0.1 + ": standard output: No space left on device", output: .fullDevice) }

  /// Issue 16: picture stickers that cannot be read, from `--stickers-from` or a sticker set.
  static let pictures: [BadInput] = [
    .init(["snapshot", "--stickers-from", "$DIR/nowhere"], 66, "tumble snapshot: cannot read $DIR/nowhere"),
    .init(
      ["snapshot", "--stickers-from", "$DIR/take.csv"], 65,
      "tumble snapshot: $DIR/take.csv: expected a folder of pictures"),
    .init(
      ["snapshot", "--stickers-from", "$DIR/sub"], 65,
      "tumble snapshot: $DIR/sub: no PNG or JPEG pictures (.png, .jpg, .jpeg) in the folder"),
    .init(
      ["snapshot", "--stickers-from", "$DIR/pics-huge"], 65,
      "tumble snapshot: $DIR/pics-huge/huge.png: the image is 100000x100000 pixels, more than the 8192x8192 allowed"),
    .init(
      ["snapshot", "--stickers-from", "$DIR/pics-cut"], 65,
      "tumble snapshot: $DIR/pics-cut/cut.png: read beyond end of data"),
    .init(
      ["snapshot", "--stickers-from", "$DIR/pics-text"], 65,
      "tumble snapshot: $DIR/pics-text/notes.png: not a PNG or JPEG image"),
    .init(
      ["snapshot", "--stickers-from", "$DIR/pics-empty"], 65,
      "tumble snapshot: $DIR/pics-empty/blank.png: the file is empty"),
    .init(
      ["play", "--stickers-from", "$DIR/pics-jpeg"], 65, "tumble play: $DIR/pics-jpeg/photo.jpg: ", prefixOnly: true),
    .init(
      ["snapshot"], 66, "tumble snapshot: cannot read $DIR/pics-set/stickers/gone.png",
      environment: ["TUMBLE_ASSETS": "$DIR/pics-set"]),
    .init(
      ["snapshot"], 64, "tumble snapshot: TUMBLE_GLYPHS wants blocks, quadrants, sextants or octants, not 'tiny'",
      environment: ["TUMBLE_GLYPHS": "tiny"]),
    .init(
      ["snapshot", "--sticker-look", "photo"], 64,
      "tumble snapshot: option '--sticker-look' wants auto, picture or glyph, not 'photo'"),
  ]

  static let rows = options + engineCounts + sizesAndScenes + outputs + files + environments + fullOutputs + pictures

  @Test func theTableHasAtLeast60Rows() {
    #expect(Self.rows.count >= 60)
  }

  @Test(arguments: rows)
  func aBadInputGetsOneClearLineItsStatusAndWritesNothing(row: BadInput) throws {
    let folder = try Self.fixtures()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let expand = { (text: String) in text.replacingOccurrences(of: "$DIR", with: folder) }
    let before = try Self.contents(of: folder)
    let result = try Self.run(row.arguments.map(expand), environment: row.environment.mapValues(expand), row.output)
    #expect(result.status == row.status, "stderr: \(result.error.prefix(500))")
    let firstLine = String(result.error.prefix { $0 != "\n" })
    if row.prefixOnly {
      #expect(firstLine.hasPrefix(expand(row.firstLine)), "stderr: \(firstLine.prefix(500))")
    } else {
      #expect(firstLine == expand(row.firstLine))
    }
    if row.status != 0 { #expect(result.output.isEmpty) }
    #expect(try Self.contents(of: folder) == before, "a file was written")
  }

  /// Runs `tumble ARGUMENTS` with its standard output going to `output`; what a terminal shows is
  /// the run's standard error.
  static func run(
    _ arguments: [String], environment: [String: String], _ output: BadInput.Output
  ) throws -> (
    status: Int32, output: String, error: String
  ) {
    switch output {
    case .file:
      return try runTumble(arguments, environment: environment)
    case .terminal:
      let shown = try runTumbleInATerminal(arguments, environment: environment)
      return (shown.status, "", shown.output.replacingOccurrences(of: "\r\n", with: "\n"))
    case .fullDevice:
      let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
      let finished = try runProgram(
        ["bash", "-c", "exec \(tumbleBinary) \(quoted) > /dev/full"], environment: environment)
      return (finished.status, finished.output, finished.error)
    }
  }

  /// A fresh folder of fixtures: a good recording with a link of each kind to it, an existing cast,
  /// an empty and a recording folder, a dangling link, bad recordings and a broken sticker set.
  static func fixtures() throws -> String {
    let folder = try makeScratchFolder()
    let manager = FileManager.default
    try manager.copyItem(atPath: tiltSample("shake.csv"), toPath: folder + "/take.csv")
    try manager.createSymbolicLink(atPath: folder + "/link.csv", withDestinationPath: "take.csv")
    try manager.linkItem(atPath: folder + "/take.csv", toPath: folder + "/hard.csv")
    try manager.createSymbolicLink(atPath: folder + "/dangling", withDestinationPath: "nothing-here")
    for path in ["sub", "rec", "assets"] {
      try manager.createDirectory(atPath: folder + "/" + path, withIntermediateDirectories: true)
    }
    let texts = [
      "old.cast": "keep me\n", "rec/Orientation.csv": "time,seconds_elapsed,qz,qy,qx,qw,roll,pitch,yaw\n",
      "assets/stickers.txt": "# set\nstar ★ 1 * #f5c5\n", "pitch.csv": "t,pitch,roll\n0,0.1,0\n0.01,abc,0\n",
      "nan.csv": "t,pitch,roll\n0,0.1,nan\n", "inf.csv": "t,pitch,roll\n0,inf,0\n", "empty.csv": "",
      "notes.csv": "when,where\n1,2\n", "short.csv": "t,pitch,roll\n0,0.1\n", "header.csv": "t,pitch,roll\n",
      "long.csv": "t,pitch,roll\n0,0.1,0\n0.5," + huge + ",0\n",
      "torn.csv": "t,pitch,roll\n0,0,0\n0.5,0.1,0\n1,0.2", "far.csv": "t,pitch,roll\n0,0,0\n1e300,0,0\n",
      "ns.csv": "t,pitch,roll\n1700000000000000000,0,0\n1700000000500000000,0.1,0\n1700000001000000000,0.2,0\n",
      "mega.csv": "t,pitch,roll\n0,0,0\n0.5," + String(repeating: "7", count: 1 << 20) + ",0\n",
      "day.csv": "t,pitch,roll\n0,0,0\n86400,0.5,0\n",
    ]
    for (path, text) in texts { try text.write(toFile: folder + "/" + path, atomically: false, encoding: .utf8) }
    try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46]).write(to: URL(fileURLWithPath: folder + "/photo.jpg"))
    try pictureFixtures(in: folder)
    return folder
  }

  /// Every path under `folder` with what it holds (a file's bytes, a link's target), to see that nothing changed.
  static func contents(of folder: String) throws -> [String: Data] {
    let manager = FileManager.default
    var found: [String: Data] = [:]
    for path in try manager.subpathsOfDirectory(atPath: folder) {
      let full = folder + "/" + path
      if let target = try? manager.destinationOfSymbolicLink(atPath: full) {
        found[path] = Data(("link:" + target).utf8)
      } else {
        found[path] = manager.contents(atPath: full) ?? Data("folder".utf8)
      }
    }
    return found
  }
}

extension BadInputTableTests {
  /// Folders of one broken picture each, and a sticker set naming a picture that is not there.
  static func pictureFixtures(in folder: String) throws {
    let files: [String: Data] = [
      // a PNG header claiming 100000 x 100000 pixels, and the first 53 bytes of a good 12 x 8 PNG
      "pics-huge/huge.png": Data(
        base64Encoded: "iVBORw0KGgoAAAANSUhEUgABhqAAAYagCAYAAACoUgvIAAAAC0lEQVR4nGNgAAIAAAUAAXpeqz8AAAAASUVORK5CYII=")!,
      "pics-cut/cut.png": Data(
        base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAwAAAAICAYAAADN5B7xAAAAGklEQVR4nGP4z8Dwn1gMhA0=")!,
      "pics-text/notes.png": Data("not a picture\n".utf8), "pics-empty/blank.png": Data(),
      "pics-jpeg/photo.jpg": Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46]),
      "pics-set/stickers.txt": Data("star ★ 1 * #f5c542 gone.png\n".utf8),
    ]
    for (path, data) in files {
      let url = URL(fileURLWithPath: folder + "/" + path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }
  }
}
