import Canvas
import Foundation
import Playground

/// The options that choose how frames look: render mode, cell aspect, colour.
struct RenderOptions {
  /// When to use colour.
  enum ColorChoice: String, CaseIterable {
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

  /// The option specs.
  static let specs: [OptionSpec] = [
    .value("--render", "how stickers are drawn: auto, glyph, blocks or braille (default auto; m cycles)"),
    .value("--cell-aspect", "a cell's height over its width, 1 to 4 (default 2)"),
    .value("--color", "never, auto or always (default auto: truecolor if COLORTERM says so, off with NO_COLOR)"),
  ]

  /// The defaults: `auto`, a 1:2 cell, colour as the environment allows.
  init() {
    mode = .auto
    cellAspect = 2
    color = .auto
  }

  /// Reads the options.
  init(_ arguments: ParsedArguments) throws(UsageError) {
    let modeName = arguments.string("--render", default: "auto")
    guard let mode = RenderMode(rawValue: modeName) else {
      throw UsageError(message: "option '--render' wants auto, glyph, blocks or braille, not '\(modeName)'")
    }
    self.mode = mode
    cellAspect = try arguments.double("--cell-aspect", default: 2, in: 1...4)
    let colorName = arguments.string("--color", default: "auto")
    guard let color = ColorChoice(rawValue: colorName) else {
      throw UsageError(message: "option '--color' wants never, auto or always, not '\(colorName)'")
    }
    self.color = color
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
