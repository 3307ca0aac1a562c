import Dynamics
import Foundation
import Testing

@testable import Playground

/// The seed scenes run in the iPhone view's own points, so their times, speeds and periods are a phone's
/// at every terminal size; only the drawing scales.
@Suite struct PhoneViewSceneTests {
  /// The complete elliptic integral of the first kind, K(k), by the arithmetic-geometric mean.
  static func ellipticK(_ k: Double) -> Double {
    var (a, b) = (1.0, (1 - k * k).squareRoot())
    for _ in 0..<20 { (a, b) = ((a + b) / 2, (a * b).squareRoot()) }
    return Double.pi / (2 * a)
  }

  /// The times at which `x` crosses `level` going up, interpolated between steps.
  static func upwardCrossings(of level: Double, in samples: [(t: Double, x: Double)]) -> [Double] {
    zip(samples, samples.dropFirst()).compactMap { before, after in
      guard before.x < level, after.x >= level else { return nil }
      return before.t + (level - before.x) / (after.x - before.x) * (after.t - before.t)
    }
  }

  @Test(arguments: [(80, 24), (120, 40), (200, 60)])
  func theAttachmentScenesPendulumSwingsWithAPhonesPeriod(width: Int, height: Int) throws {
    let session = makeSession(scene: Scenes.attachment, width: width, height: height, seed: 1)
    let bob = session.contents.stickers[0].item
    var samples: [(t: Double, x: Double)] = []
    var farthest = 0.0
    session.run(until: 8) {
      samples.append((session.time, bob.center.x))
      farthest = max(farthest, abs((bob.center - Point(x: 100, y: 200)).length - 100))
    }
    // length 100 from (100, 200), let go level with the anchor (θ₀ = π/2), gravity 1000 points/s²
    let exact = 4 * (100.0 / 1000).squareRoot() * Self.ellipticK(sin(Double.pi / 4))
    let crossings = Self.upwardCrossings(of: 100, in: samples)
    try #require(crossings.count >= 3)
    for (first, second) in zip(crossings, crossings.dropFirst()) {
      #expect(abs((second - first) / exact - 1) < 0.01, "period \(second - first) s, a phone's \(exact) s")
    }
    #expect(farthest < 0.5, "the item stays 100 points from (100, 200)")
  }

  @Test(arguments: [(80, 24), (120, 40)])
  func theGravityScenesItemFallsAsOnAPhone(width: Int, height: Int) {
    let session = makeSession(scene: Scenes.gravity, width: width, height: height, seed: 1)
    let item = session.contents.stickers[0].item
    for time in [0.5, 1.0, 1.4] {
      session.run(until: time)
      // y = y₀ + 250 t² at magnitude 0.5, within the fixed step's error
      #expect(abs(item.center.y - (100 + 250 * time * time)) < 3, "y \(item.center.y) at \(time) s")
    }
  }

  @Test func traceLinesAreInTheIPhoneViewsPoints() {
    let small = makeSession(scene: Scenes.attachment, width: 80, height: 24, seed: 1)
    let large = makeSession(scene: Scenes.attachment, width: 120, height: 40, seed: 1)
    #expect(small.traceLines().first == "0.000,0,200.000,200.000,0.0000,0.000,0.000")
    small.run(until: 2)
    large.run(until: 2)
    #expect(small.traceLines() == large.traceLines(), "the same numbers at any terminal size")
  }

  @Test func aResizeKeepsTheViewsBoundsAndScalesOnlyTheDrawing() {
    let session = makeSession(scene: Scenes.gravity, width: 80, height: 24, seed: 1)
    session.run(until: 0.5)
    let small = session.sprites()[0]
    session.resize(to: Layout(width: 120, height: 40))
    #expect(session.contents.animator.referenceBounds == Rect(x: 0, y: 0, width: 375, height: 667))
    let large = session.sprites()[0]
    // 667 points into 21 rows of 16 at 80×24, 37 rows at 120×40; a column is 8 points
    #expect(abs(small.radius - 50 * (21 * 16 / 667.0) / 8) < 1e-9)
    #expect(abs(large.radius - 50 * (37 * 16 / 667.0) / 8) < 1e-9)
    let item = session.contents.stickers[0].item
    let middle = session.mapping.screen(item.center)
    #expect(abs(large.x - middle.x / 8) < 0.5 && abs(session.mapping.scene(middle).y - item.center.y) < 1e-9)
  }

  @Test func everySeedSceneStartsWithItsStickersInsideItsView() {
    let seedScenes = Scenes.all.filter { $0.view != nil }
    #expect(seedScenes.map(\.name) == ["gravity", "collision", "attachment", "push", "snap", "item", "fields"])
    for scene in seedScenes {
      let session = makeSession(scene: scene, seed: 1)
      let view = session.contents.animator.referenceBounds
      #expect(view.size == Size(width: 375, height: 667), "\(scene.name)")
      for item in session.contents.stickers.map(\.item) {
        #expect(
          item.center.x - item.radius >= view.minX && item.center.x + item.radius <= view.maxX
            && item.center.y - item.radius >= view.minY && item.center.y + item.radius <= view.maxY,
          "\(scene.name): item \(item.identifier) at \(item.center)")
      }
    }
  }

  @Test func sceneMappingPutsTheViewsCornerAtTheBoxsAndInvertsExactly() {
    let mapping = SceneMapping(
      view: Rect(x: -60, y: 0, width: 375, height: 667), box: Rect(x: 8, y: 16, width: 624, height: 336))
    #expect(mapping.screen(Point(x: -60, y: 0)) == Point(x: 8, y: 16))
    #expect(abs(mapping.screen(Point(x: 315, y: 667)).y - 352) < 1e-9, "as tall as the box")
    let point = Point(x: 123.5, y: 456.25)
    let back = mapping.scene(mapping.screen(point))
    #expect(abs(back.x - point.x) < 1e-9 && abs(back.y - point.y) < 1e-9)
  }
}
