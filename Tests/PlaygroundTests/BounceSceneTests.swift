import Canvas
import Dynamics
import Foundation
import Testing

@testable import Playground

@Suite struct BounceSceneTests {
  /// The frame's glyph lines, without the header, the status line and the colours.
  func picture(_ session: Session) -> [Substring] {
    let lines = session.snapshot().split(separator: "\n", omittingEmptySubsequences: false)
    return Array(lines[1..<session.layout.height])
  }

  @Test func everyDemoHasALabelledPanelAt80x24() {
    let session = makeSession(scene: Scenes.bounce)
    session.run(until: 1)
    let text = picture(session).joined(separator: "\n")
    for title in BounceDemo.allCases.map(\.title) + [DropComparison.title] {
      #expect(text.contains(" \(title) "), "no panel titled \(title)")
    }
  }

  @Test func aSmallTerminalKeepsTheDropAndAsManyDemosAsFit() {
    let tiny = makeSession(scene: Scenes.bounce, width: 20, height: 8)
    tiny.run(until: 1)
    let text = picture(tiny).joined(separator: "\n")
    #expect(text.contains(DropComparison.title))
    #expect(!BounceDemo.allCases.contains { text.contains($0.title) })
    let board = BounceBoard(bounds: Layout(width: 40, height: 30).referenceBounds, demoCount: 7)
    #expect(board.demos.count == 7)
    let small = BounceBoard(bounds: Layout(width: 30, height: 12).referenceBounds, demoCount: 7)
    #expect(small.demos.count == 1)
  }

  @Test func theDropPanelStandsOnTheBoxFloor() {
    for (width, height) in [(80, 24), (120, 40), (40, 30), (200, 20)] {
      let bounds = Layout(width: width, height: height).referenceBounds
      let board = BounceBoard(bounds: bounds, demoCount: 7)
      #expect(board.drop.area.maxY * Layout.pointsPerColumn == bounds.maxY)
      #expect(Double(board.drop.column + board.drop.width) * Layout.pointsPerColumn == bounds.maxX)
    }
  }

  @Test func theDemosAndTheDropStartAgainEveryFourSeconds() {
    let session = makeSession(scene: Scenes.bounce)
    session.run(until: 0.75)
    let first = picture(session)
    session.run(until: 4.75)
    #expect(picture(session) == first)
  }

  @Test func theOneAxisViewStandsWhereTheOriginalsRestsUntilItsAnimationBegins() throws {
    // the original's view stands with its centre at (160, 60) until the tap, then its animation starts at 160
    let area = Rect(x: 0, y: 0, width: 20, height: 40)
    let look = StickerLook(name: "dot", glyph: "o", glyphWidth: 1, fallback: "o", color: RGB(200, 50, 50))
    func topRow(at seconds: Double) -> Int? {
      var buffer = FrameBuffer(width: 20, height: 20)
      BounceDemo.oneAxis.draw(at: seconds, in: area, look: look, into: &buffer)
      return (0..<20).first { row in (0..<20).contains { buffer[$0, row] != .blank } }
    }
    let resting = try #require(topRow(at: -0.4))
    #expect(resting == 0, "y = 60 is the top of the view's travel")
    #expect(topRow(at: -0.01) == resting)
    #expect(try #require(topRow(at: 0)) > resting + 3, "the animation's first frame is the jump down to 160")
  }

  @Test func theStickerReboundsAsHighAsTheKeyframedDrop() {
    let session = makeSession(scene: Scenes.bounce, width: 120, height: 40)
    let item = session.contents.stickers[0].item
    session.run(until: 0.5)
    let top = item.center.y
    var lowest = top
    var apex = Double.infinity
    while session.time < 2.5 {
      session.step()
      if apex.isInfinite, item.center.y < lowest - 1, session.contents.animator.linearVelocity(of: item).dy >= 0 {
        apex = item.center.y
      }
      lowest = max(lowest, item.center.y)
    }
    let simulated = (lowest - apex) / (lowest - top)
    let keyframed = pow(DropComparison.elasticity, 2)
    #expect(
      abs(simulated - keyframed) < 0.05, "the sticker rebounds to \(simulated) of its drop, the keys \(keyframed)")
  }

  @Test func theMatchingElasticityIsTheSquareRootOfTheKeyframedReboundShare() {
    let heights = DropComparison.keyframes.keyframes.map { 300 - $0.value }
    let rebound = heights.dropFirst(4).prefix(12).max() ?? 0
    #expect(abs(DropComparison.elasticity - (rebound / 240).squareRoot()) < 1e-9)
    #expect(DropComparison.elasticity > 0.4 && DropComparison.elasticity < 0.7)
  }
}
