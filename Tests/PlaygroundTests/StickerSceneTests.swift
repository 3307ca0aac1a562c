import Canvas
import Dynamics
import Foundation
import Testing

@testable import Playground

@Suite struct StickerSceneTests {
  @Test func dropsTheAskedNumberOfStickersInsideTheBoxWithoutOverlap() {
    let session = makeSession(stickers: 24)
    let stickers = session.contents.stickers
    #expect(stickers.count == 24)
    let bounds = session.layout.referenceBounds
    for (index, sticker) in stickers.enumerated() {
      let item = sticker.item
      #expect(item.center.x - item.radius >= bounds.minX && item.center.x + item.radius <= bounds.maxX)
      #expect(item.center.y - item.radius >= bounds.minY && item.center.y + item.radius <= bounds.maxY)
      for other in stickers[(index + 1)...] {
        let distance = hypot(item.center.x - other.item.center.x, item.center.y - other.item.center.y)
        #expect(distance >= item.radius + other.item.radius - 1e-9)
      }
    }
  }

  @Test func stickersComeToRestInTheLowerPartOfTheBox() {
    let session = makeSession(seed: 7)
    session.run(until: 4)
    let bounds = session.layout.referenceBounds
    for sticker in session.contents.stickers {
      #expect(sticker.item.center.y > bounds.center.y - sticker.item.radius)
      let velocity = session.contents.animator.linearVelocity(of: sticker.item)
      #expect(hypot(velocity.dx, velocity.dy) < 30, "a sticker still moves at \(velocity) points/s")
    }
  }

  @Test func tiltingGravityLeftMovesThePileLeft() {
    let session = makeSession(seed: 7)
    session.run(until: 3)
    let before = meanX(session)
    session.setGravity(angle: Double.pi, magnitude: 1)
    session.run(until: 5)
    #expect(meanX(session) < before - 100)
  }

  @Test func theSameSeedGivesTheSameFrameAndAnotherSeedAnother() {
    let first = makeSession(seed: 3)
    let second = makeSession(seed: 3)
    let third = makeSession(seed: 4)
    for session in [first, second, third] { session.run(until: 2) }
    #expect(first.snapshot() == second.snapshot())
    #expect(first.snapshot() != third.snapshot())
  }

  @Test func stickersAreDrawnWithinTheToleranceOfTheirBodiesAndStillWhenTheyRest() {
    let session = makeSession(seed: 7)
    var frames: [[[Double]]] = []
    session.run(until: 6) {
      let sprites = session.sprites()
      for (sprite, sticker) in zip(sprites, session.contents.stickers) {
        let dx = sprite.x * Layout.pointsPerColumn - sticker.item.center.x
        let dy = sprite.y * session.layout.rowPoints / 2 - sticker.item.center.y
        #expect(hypot(dx, dy) <= DrawnCenters.tolerance + 1e-9)
      }
      frames.append(sprites.map { [$0.x, $0.y] })
    }
    // falling, they are drawn on the move; in the last second, at rest, nothing drawn moves
    #expect(frames[20] != frames[40])
    #expect(Set(frames[300...]).count == 1)
  }

  @Test func resizingKeepsEveryStickerInsideTheNewBox() {
    let session = makeSession(width: 120, height: 40, seed: 7)
    session.run(until: 3)
    session.resize(to: Layout(width: 60, height: 20))
    session.run(until: 5)
    let bounds = session.layout.referenceBounds
    for sticker in session.contents.stickers {
      #expect(bounds.minX...bounds.maxX ~= sticker.item.center.x)
      #expect(bounds.minY...bounds.maxY ~= sticker.item.center.y)
    }
  }

  @Test func aTinyTerminalGetsAMessageNotAFrame() {
    let session = makeSession(width: 12, height: 5)
    session.run(until: 1)
    let lines = session.snapshot().split(separator: "\n").map(String.init)
    #expect(lines[1].hasPrefix("too small"))
    #expect(lines[2].hasPrefix("need 20x8"))
    #expect(lines[3].hasPrefix("have 12x5"))
  }

  func meanX(_ session: Session) -> Double {
    let stickers = session.contents.stickers
    return stickers.map(\.item.center.x).reduce(0, +) / Double(stickers.count)
  }
}
