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

  /// `--render MODE`.
  static let render = Option<RenderMode>.choice(
    "--render", "MODE", "how stickers are drawn (m cycles them while playing)", default: .auto)
  /// `--cell-aspect A`.
  static let cellAspect = Option.double("--cell-aspect", "A", "a cell's height over its width", in: 1...4, default: 2)
  /// `--color WHEN`.
  static let color = Option<ColorChoice>.choice(
    "--color", "WHEN", "when to use colour (auto: truecolor if COLORTERM says so, none with NO_COLOR)", default: .auto)

  /// The option specs.
  static let specs = [render.spec, cellAspect.spec, color.spec]

  /// The defaults: `auto`, a 1:2 cell, colour as the environment allows.
  init() {
    mode = .auto
    cellAspect = 2
    color = .auto
  }

  /// Reads the options.
  init(_ arguments: ParsedArguments) {
    mode = arguments[Self.render]
    cellAspect = arguments[Self.cellAspect]
    color = arguments[Self.color]
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
