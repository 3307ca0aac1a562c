import Bounce
import Canvas
import Dynamics
import Foundation

/// One of SKBounceAnimation's demos, with the original's values, drawn into a panel of the bounce scene.
///
/// Each animation bounces the numbers the original demo bounces (points of its 320-point-wide view, a
/// colour, a transform) in classic mode, so the keyframes are the original's; drawing maps them into the
/// panel.
enum BounceDemo: CaseIterable {
  /// A view standing at (160, 60) drops to y = 300: `position.y`, light, four bounces in half a second. It
  /// stands at y = 60 until its animation begins (the original's tap); as in the original, the animation
  /// starts from the view's `center.x` (160), so the view then jumps to 160.
  case oneAxis
  /// A view moves from (60, 60) to (240, 340) along a straight path: `position`, four bounces.
  case twoAxes
  /// A square grows from 40 to 100 points across: `bounds`, four bounces.
  case size
  /// A square turns from red to blue: `backgroundColor`, two bounces in 1.5 s.
  case color
  /// A fake alert view scales from 0.7 to full size: `transform`, light, three bounces in 0.3 s.
  case scale
  /// A square turns a quarter of a half turn and grows half again: `transform`, four bounces (the original's
  /// last version).
  case scaleAndRotation
  /// A square moves and grows together: `position` and `bounds` as one rectangle, four bounces.
  case rect

  /// The panel's title.
  var title: String {
    switch self {
    case .oneAxis: "one axis"
    case .twoAxes: "two axes"
    case .size: "size"
    case .color: "colour"
    case .scale: "scale"
    case .scaleAndRotation: "scale+rotation"
    case .rect: "rect"
    }
  }
}

// MARK: - Animations

extension BounceDemo {
  /// The original demos' animations, named as the demos are.
  enum Keyframes {
    /// The view's `position.y`, from its `center.x` (the original's quirk).
    static let oneAxis = BounceAnimation<Double>(
      from: 160, to: 300, duration: 0.5, numberOfBounces: 4, stiffness: .light)
    /// Where the one-axis view stands before its animation: `center.y`.
    static let oneAxisRest = 60.0
    /// The view's `position`.
    static let twoAxes = BounceAnimation(
      from: BouncePoint(x: 60, y: 60), to: BouncePoint(x: 240, y: 340), duration: 0.5, numberOfBounces: 4)
    /// The square's `bounds.size`.
    static let size = BounceAnimation(
      from: BounceSize(width: 40, height: 40), to: BounceSize(width: 100, height: 100), duration: 0.5,
      numberOfBounces: 4)
    /// The square's `backgroundColor`.
    static let color = BounceAnimation(
      from: BounceColor(red: 1, green: 0, blue: 0), to: BounceColor(red: 0, green: 0, blue: 1), duration: 1.5,
      numberOfBounces: 2)
    /// The fake alert view's `transform`.
    static let scale = BounceAnimation(
      from: BounceTransform(scale: 0.7), to: .identity, duration: 0.3, numberOfBounces: 3, stiffness: .light)
    /// The square's `transform`.
    static let scaleAndRotation = BounceAnimation(
      from: .identity, to: BounceTransform(scale: 1.5, rotation: Double.pi / 4), duration: 0.5, numberOfBounces: 4)
    /// The square's frame: `position` and `bounds` in one rectangle.
    static let rect = BounceAnimation(
      from: BounceRect(x: 40, y: 40, width: 40, height: 40), to: BounceRect(x: 150, y: 250, width: 100, height: 100),
      duration: 0.5, numberOfBounces: 4)
  }

  /// The blue of the original's views.
  static let blue = RGB(70, 120, 255)
  /// The cyan of the rotating square.
  static let cyan = RGB(60, 210, 230)
  /// The fake alert view's grey.
  static let alertGrey = RGB(225, 225, 235)
  /// The dots of the two-axis path.
  static let pathColor = RGB(100, 100, 125)
}

// MARK: - Drawing

extension BounceDemo {
  /// Draws the demo `seconds` after its animation began into `area` (pixels); before 0, as the original's view
  /// stands before its animation: at the animation's start, but for the one-axis view, which stands at its
  /// `center.y`.
  func draw(at seconds: Double, in area: Rect, look: StickerLook, into buffer: inout FrameBuffer) {
    let painter = HalfBlockPainter(clip: area)
    let side = min(area.size.width, area.size.height)
    let center = area.center
    switch self {
    case .oneAxis:
      let radius = Self.discRadius(in: area)
      let drop = Keyframes.oneAxis
      // in the view's y from where it stands (60) to the end, so the jump to 160 shows
      let value = seconds < 0 ? Keyframes.oneAxisRest : drop.value(at: seconds)
      let y = Self.map(value, Keyframes.oneAxisRest...drop.to, Self.travel(area.minY, area.maxY, radius))
      StickerRasterizer().draw([Sprite(x: center.x, y: y, radius: radius, look: look)], into: &buffer)
    case .twoAxes:
      drawTwoAxes(at: seconds, in: area, look: look, into: &buffer)
    case .size:
      let size = Keyframes.size.value(at: seconds)
      let scale = side / 110
      painter.fill(
        Self.rect(center: center, width: size.width * scale, height: size.height * scale), color: Self.blue,
        into: &buffer)
    case .color:
      drawColor(at: seconds, in: area, into: &buffer)
    case .scale:
      let transform = Keyframes.scale.value(at: seconds)
      let box = Self.rect(
        center: center, width: area.size.width * 0.8 * transform.scaleX,
        height: area.size.height * 0.55 * transform.scaleY)
      painter.fill(box, color: Self.alertGrey, into: &buffer)
      Self.label("alert", on: box, background: Self.alertGrey, into: &buffer)
    case .scaleAndRotation:
      drawScaleAndRotation(at: seconds, in: area, into: &buffer)
    case .rect:
      let frame = Keyframes.rect.value(at: seconds)
      let scaleX = area.size.width / 280
      let scaleY = area.size.height / 390
      painter.fill(
        Rect(
          x: area.minX + frame.origin.x * scaleX, y: area.minY + frame.origin.y * scaleY,
          width: frame.size.width * scaleX, height: frame.size.height * scaleY), color: Self.blue, into: &buffer)
    }
  }

  private func drawTwoAxes(at seconds: Double, in area: Rect, look: StickerLook, into buffer: inout FrameBuffer) {
    let radius = Self.discRadius(in: area)
    let xs = Self.travel(area.minX, area.maxX, radius)
    let ys = Self.travel(area.minY, area.maxY, radius)
    let start = Keyframes.twoAxes.from
    let end = Keyframes.twoAxes.to
    for step in 0...8 {
      let fraction = Double(step) / 8
      let x = Self.map(start.x + (end.x - start.x) * fraction, start.x...end.x, xs)
      let y = Self.map(start.y + (end.y - start.y) * fraction, start.y...end.y, ys)
      buffer[Int(x), Int(y / 2)] = Cell("·", foreground: Self.pathColor)
    }
    let point = Keyframes.twoAxes.value(at: seconds)
    let sprite = Sprite(
      x: Self.map(point.x, start.x...end.x, xs), y: Self.map(point.y, start.y...end.y, ys), radius: radius,
      look: look)
    StickerRasterizer().draw([sprite], into: &buffer)
  }

  private func drawColor(at seconds: Double, in area: Rect, into buffer: inout FrameBuffer) {
    let color = Keyframes.color.value(at: seconds).clamped
    let rgb = RGB(Self.byte(color.red), Self.byte(color.green), Self.byte(color.blue))
    let side = min(area.size.width, area.size.height - 3) * 0.8
    let square = Self.rect(center: Point(x: area.center.x, y: area.minY + 1 + side / 2), width: side, height: side)
    HalfBlockPainter(clip: area).fill(square, color: rgb, into: &buffer)
    let row = Int((square.maxY / 2).rounded(.up))
    if Double(row * 2 + 2) <= area.maxY {
      buffer.write(rgb.hex, column: Int(area.center.x) - rgb.hex.count / 2, row: row, foreground: rgb)
    }
  }

  private func drawScaleAndRotation(at seconds: Double, in area: Rect, into buffer: inout FrameBuffer) {
    let transform = Keyframes.scaleAndRotation.value(at: seconds)
    let half = min(area.size.width, area.size.height) / 5 * transform.scaleX
    let center = area.center
    let cosine = cos(transform.rotation)
    let sine = sin(transform.rotation)
    let reach = half * 2.0.squareRoot()
    let extent = Rect(x: center.x - reach, y: center.y - reach, width: 2 * reach, height: 2 * reach)
    HalfBlockPainter(clip: area).fill(extent, color: Self.cyan, into: &buffer) { x, y in
      let dx = x - center.x
      let dy = y - center.y
      return abs(dx * cosine + dy * sine) <= half && abs(dy * cosine - dx * sine) <= half
    }
    Self.label(
      "text", on: Self.rect(center: center, width: half * 2, height: half * 2), background: Self.cyan, into: &buffer)
  }

  /// The radius of a moving disc in `area`: a sixth of its smaller side, from 1.5 to 5 pixels.
  static func discRadius(in area: Rect) -> Double {
    max(1.5, min(5, min(area.size.width, area.size.height) / 6))
  }

  /// The pixels a disc of `radius` travels between from `low` to `high`, leaving an eighth for the overshoot.
  private static func travel(_ low: Double, _ high: Double, _ radius: Double) -> ClosedRange<Double> {
    let span = high - low - 2 * radius
    return (low + radius)...(high - radius - span / 8)
  }

  /// `value` carried from `source` to `target` along the straight line that maps one onto the other.
  static func map(_ value: Double, _ source: ClosedRange<Double>, _ target: ClosedRange<Double>) -> Double {
    let fraction = (value - source.lowerBound) / (source.upperBound - source.lowerBound)
    return target.lowerBound + fraction * (target.upperBound - target.lowerBound)
  }

  private static func rect(center: Point, width: Double, height: Double) -> Rect {
    Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
  }

  /// `text` in black at the middle of `shape` (pixels), when the shape is wide and tall enough to hold it.
  private static func label(_ text: String, on shape: Rect, background: RGB, into buffer: inout FrameBuffer) {
    guard shape.size.width >= Double(text.count + 2), shape.size.height >= 3 else { return }
    let row = Int((shape.center.y / 2).rounded(.down))
    buffer.write(
      text, column: Int((shape.center.x - Double(text.count) / 2).rounded()), row: row, foreground: .black,
      background: background)
  }

  private static func byte(_ channel: Double) -> UInt8 { UInt8((channel * 255).rounded()) }
}
