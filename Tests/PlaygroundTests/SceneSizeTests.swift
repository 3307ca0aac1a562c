import Dynamics
import Foundation
import Testing

@testable import Playground

/// Every sticker's centre inside the box and finite, or a line saying which is not.
func stickersOutOfTheBox(_ session: Session) -> String? {
  let bounds = session.layout.sceneBounds
  for sticker in session.contents.stickers {
    let center = sticker.item.center
    let inside =
      center.x >= bounds.minX && center.x <= bounds.maxX && center.y >= bounds.minY && center.y <= bounds.maxY
    if !inside || !sticker.item.angle.isFinite {
      return "sticker \(sticker.item.identifier) at \(center), angle \(sticker.item.angle), box \(bounds)"
    }
  }
  return nil
}

/// Every scene builds and runs in every terminal size the options allow (1…1000 each way).
@Suite struct SceneSizeTests {
  /// The smallest sizes, each side alone at its smallest, odd aspect ratios and the largest.
  static let sizes: [(width: Int, height: Int)] = [
    (1, 1), (2, 24), (80, 3), (3, 80), (20, 8), (21, 9), (19, 30), (1000, 8), (20, 1000), (1000, 1000),
  ]

  @Test(arguments: Scenes.all.map(\.name), sizes.indices)
  func theSceneBuildsAndRunsWithItsStickersInTheBox(scene name: String, size index: Int) throws {
    let size = Self.sizes[index]
    let session = makeSession(scene: try Scenes.named(name), width: size.width, height: size.height)
    session.setGravity(angle: 0.3, magnitude: 2)
    session.run(until: 1)
    let items = session.contents.stickers.map(\.item)
    #expect(items.allSatisfy { $0.center.x.isFinite && $0.center.y.isFinite && $0.angle.isFinite })
    // The box scenes keep their stickers inside (others fling, swing or drop them past its edges).
    if name == "stickers" || name == "crate" {
      #expect(stickersOutOfTheBox(session) == nil, "\(name) at \(size.width)x\(size.height)")
    }
    // The frame of a terminal too small says what it needs; it never traps.
    #expect(!session.snapshot().isEmpty)
  }

  @Test func aBoxTooSmallForEveryStickerDropsTheOnesThatFitSideBySide() {
    let session = makeSession(width: 20, height: 8, stickers: 2000)
    let stickers = session.contents.stickers
    #expect(!stickers.isEmpty && stickers.count < 2000)
    for (index, sticker) in stickers.enumerated() {
      for other in stickers[(index + 1)...] {
        let distance = hypot(sticker.item.center.x - other.item.center.x, sticker.item.center.y - other.item.center.y)
        #expect(distance >= sticker.item.radius + other.item.radius - 1e-9)
      }
    }
  }
}
