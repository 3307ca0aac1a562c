import Foundation
import TestSupport
import Testing

@testable import Canvas
@testable import Playground

/// The text floor (`ByteFloor`) against every order of writing the runs of small windows of the sticker scene's
/// frames: never above the cheapest, as it bounds every encoder.
@Suite struct FloorWindowTests {
  /// The cells of `frame` in a window at (column, row), wide glyphs left out.
  static func crop(_ frame: FrameBuffer, column: Int, row: Int, width: Int, height: Int) -> FrameBuffer {
    var out = FrameBuffer(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let cell = frame[column + x, row + y]
        if cell.width == 1 { out[x, y] = cell }
      }
    }
    return out
  }

  /// The runs of `frame` over `shown`: cells alike side by side on a row.
  static func runs(from shown: FrameBuffer, to frame: FrameBuffer) -> [[(column: Int, row: Int)]] {
    var runs: [[(column: Int, row: Int)]] = []
    for row in 0..<frame.height {
      for column in 0..<frame.width where !frame[column, row].looksLike(shown[column, row]) {
        if let last = runs.last?.last, last.row == row, last.column + 1 == column,
          frame[last.column, row].looksLike(frame[column, row])
        {
          runs[runs.count - 1].append((column, row))
        } else {
          runs.append([(column, row)])
        }
      }
    }
    return runs
  }

  /// The bytes of writing `runs` in `order`, each run in the pen of its choices changing least from the one before
  /// (or `pens` when given), the first run's move and SGR left out.
  static func bytes(
    _ frame: FrameBuffer, _ runs: [[(column: Int, row: Int)]], _ order: [Int], pens: [Pen]? = nil
  ) -> Int {
    var burst = ANSIBurst(depth: .palette256, synchronized: false, lineFeedKeepsColumn: true)
    var pen = Pen.plain
    var opening = -1
    for (index, run) in order.enumerated() {
      let first = frame[runs[run][0].column, runs[run][0].row]
      let choice = PenChoice(first)
      pen = pens?[index] ?? (index == 0 ? choice.first.resolvedFree : choice.resolved(after: pen))
      for place in runs[run] {
        burst.put(
          frame[place.column, place.row], in: pen, column: place.column, row: place.row, frameWidth: frame.width)
        if opening < 0 { opening = burst.bytes.count - frame[place.column, place.row].glyph.withUTF8(\.count) }
      }
    }
    return burst.bytes.count - opening
  }

  /// 12×4 windows of frames 100, 140, … 580 of the bench's scene (24 stickers, 80x24, 256 colours) with four to six
  /// runs changed: the floor is never above the cheapest order of writing them (each run in one go, in the pen of
  /// its choices that changes least from the one before), nor above Tumble's own order.
  @Test(arguments: [RenderMode.glyph, .blocks, .braille, .quadrants, .sextants, .octants])
  func theFloorIsNeverAboveTheCheapestOrderOnStickerWindows(mode: RenderMode) {
    let session = Session(
      scene: Scenes.stickers, layout: Layout(width: 80, height: 24), stickerCount: 24, seed: 1,
      stickerSet: projectStickers)
    let composer = FrameComposer(settings: RenderSettings(mode: mode, colorDepth: .palette256))
    var previous: FrameBuffer?
    var (floors, bests, tumbles) = (0, 0, 0)
    for step in 0..<600 {
      session.setGravity(angle: HeadlessCast.sway(session.time), magnitude: 1)
      session.step()
      let frame = composer.frame(of: session, status: .init(clock: "60 fps"))
      defer { previous = frame }
      guard let previous, step % 40 == 20, step >= 100 else { continue }
      for top in stride(from: 1, to: 20, by: 4) {
        for left in stride(from: 0, to: 68, by: 6) {
          let shown = Self.crop(previous, column: left, row: top, width: 12, height: 4)
          let next = Self.crop(frame, column: left, row: top, width: 12, height: 4)
          let runs = Self.runs(from: shown, to: next)
          guard (4...6).contains(runs.count) else { continue }
          var best = Int.max
          var order = Array(runs.indices)
          everyOrder(of: &order) { best = min(best, Self.bytes(next, runs, $0)) }
          let floor = ByteFloor.bytes(from: shown, to: next, depth: .palette256)
          let tumble = Self.tumbleBytes(from: shown, to: next)
          #expect(floor <= best, "step \(step) at \(left),\(top)")
          #expect(floor <= tumble, "step \(step) at \(left),\(top)")
          (floors, bests, tumbles) = (floors + floor, bests + best, tumbles + tumble)
        }
      }
    }
    #expect(floors > 0)
    print("\(mode): floor \(floors), cheapest order \(bests), Tumble's order \(tumbles)")
  }

  /// The bytes of Tumble's order (`WriteOrder`: its runs and pens), the first run's move and SGR left out.
  static func tumbleBytes(from shown: FrameBuffer, to next: FrameBuffer) -> Int {
    next.cells.withUnsafeBufferPointer { cells in
      shown.cells.withUnsafeBufferPointer { before in
        let write = WriteOrder(cells, width: next.width, before: before, lineFeedKeepsColumn: true)
        let runs = write.runs.map { run in (0..<run.count).map { (column: run.column + $0, row: run.row) } }
        return Self.bytes(next, runs, Array(runs.indices), pens: write.pens)
      }
    }
  }
}

extension Pen {
  /// This pen with free colours as the default.
  var resolvedFree: Pen {
    Pen(
      foreground: foreground == Pen.free ? 0 : foreground, background: background == Pen.free ? 0 : background,
      attributes: attributes.subtracting(Pen.freeWeight))
  }
}
