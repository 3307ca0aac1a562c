import Canvas
import Foundation
import Playground

/// The options that choose how frames look: render mode, cell aspect, colour.
struct RenderOptions {
  /// When to use colour.
  enum ColorChoice: String, CaseIterable, Sendable {
    /// Never.
    case never
    /// Where the terminal has colours and `NO_COLOR` is not set.
    case auto
    /// Even with `NO_COLOR` set or a terminal that claims none.
    case always
  }

  /// The render mode.
  var mode: RenderMode
  /// A cell's height over its width.
  var cellAspect: Double
  /// When to use colour.
  var color: ColorChoice
  /// What stickers with a picture show.
  var look: StickerLookChoice
  /// The finest block mode `auto` may choose (`TUMBLE_GLYPHS`, else a guess from the terminal).
  var finestBlocks: RenderMode

  /// `--render MODE`.
  static let render = Option<RenderMode>.choice(
    "--render", "MODE", "how stickers are drawn (m cycles them while playing)", default: .auto)
  /// `--cell-aspect A`.
  static let cellAspect = Option.double("--cell-aspect", "A", "a cell's height over its width", in: 1...4, default: 2)
  /// `--color WHEN`.
  static let color = Option<ColorChoice>.choice(
    "--color", "WHEN", "when to use colour (auto: truecolor if COLORTERM says so, none with NO_COLOR)", default: .auto)

  /// `--sticker-look LOOK`.
  static let look = Option<StickerLookChoice>.choice(
    "--sticker-look", "LOOK", "what stickers show (auto: their pictures on a truecolor terminal, else glyphs)",
    default: .auto)

  /// The option specs.
  static let specs = [render.spec, cellAspect.spec, color.spec, look.spec]

  /// The defaults: `auto`, a 1:2 cell, colour as the environment allows, pictures where they show.
  init() {
    mode = .auto
    cellAspect = 2
    color = .auto
    look = .auto
    finestBlocks = RenderMode.finestBlocks(environment: ProcessInfo.processInfo.environment)
  }

  /// Reads the options, and `TUMBLE_GLYPHS` from `environment`.
  init(_ arguments: ParsedArguments, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
    mode = arguments[Self.render]
    cellAspect = arguments[Self.cellAspect]
    color = arguments[Self.color]
    look = arguments[Self.look]
    if let glyphs = environment["TUMBLE_GLYPHS"], !glyphs.isEmpty,
      !RenderMode.blockModes.map(\.rawValue).contains(glyphs)
    {
      let names = alternatives(RenderMode.blockModes.map(\.rawValue))
      throw UsageError(message: "TUMBLE_GLYPHS wants \(names), not \(glyphs.quotedForMessage)")
    }
    finestBlocks = RenderMode.finestBlocks(environment: environment)
  }

  /// The settings frames are drawn with on a terminal of `colorDepth` (`asciiOnly`: without UTF-8).
  func settings(colorDepth: ColorDepth, asciiOnly: Bool = false) -> RenderSettings {
    RenderSettings(
      mode: mode, colorDepth: colorDepth, asciiOnly: asciiOnly, look: look, finestBlocks: finestBlocks)
  }

  /// The deepest colour the environment allows: none for `never` or `NO_COLOR`, truecolor where `COLORTERM` says so.
  func maximumDepth(environment: [String: String] = ProcessInfo.processInfo.environment) -> ColorDepth {
    if color == .never { return .none }
    if color == .auto, !(environment["NO_COLOR"] ?? "").isEmpty { return .none }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    return colorTerm == "truecolor" || colorTerm == "24bit" ? .truecolor : .palette256
  }

  /// The layout of a terminal of `width` × `height` with these options' cell aspect.
  func layout(width: Int, height: Int) -> Layout {
    var layout = Layout(width: width, height: height)
    layout.cellAspect = cellAspect
    return layout
  }
}
