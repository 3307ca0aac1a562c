import Dynamics
import Testing

@testable import Playground

@Suite struct SessionInteractionTests {
  /// The middle of a cell, in the session's scene's points.
  func middle(column: Int, row: Int, in session: Session) -> Point {
    session.mapping.scene(Point(x: Double(column) * 8 + 4, y: Double(row) * 16 + 8))
  }

  /// The cell at the scene's point `point`.
  func cell(at point: Point, in session: Session) -> (column: Int, row: Int) {
    let screen = session.mapping.screen(point)
    return (Int(screen.x / 8), Int(screen.y / 16))
  }

  @Test func aClickOnEmptySpaceSnapsTheNearestStickerThere() throws {
    let session = makeSession(scene: try Scenes.named("item"), seed: 1)
    session.run(until: 3)
    let target = middle(column: 10, row: 5, in: session)
    let nearest = try #require(
      session.contents.stickers.min { ($0.item.center - target).length < ($1.item.center - target).length })
    session.pointer(.press, column: 10, row: 5)
    session.pointer(.release, column: 10, row: 5)
    session.run(until: 7)
    #expect((nearest.item.center - target).length < 1)
    session.pointer(.press, column: 14, row: 12)
    session.run(until: 11)
    let next = middle(column: 14, row: 12, in: session)
    #expect((nearest.item.center - next).length < 1, "the next click moves the snap")
  }

  @Test func aDragPullsTheStickerUnderThePointerAndReleaseLetsItGo() throws {
    let session = makeSession(scene: try Scenes.named("attachment"), seed: 1)
    session.run(until: 2)
    let tied = session.contents.stickers[1].item
    let partner = session.contents.stickers[2].item
    let (column, row) = cell(at: tied.center, in: session)
    session.pointer(.press, column: column, row: row)
    #expect(session.draggedItem === tied)
    for step in 1...20 {
      session.pointer(.drag, column: column + step * 2 / 5, row: row - step * 2 / 5)
      session.run(until: 2 + Double(step) * 0.05)
    }
    session.run(until: 5)
    #expect((tied.center - middle(column: column + 8, row: row - 8, in: session)).length < 40)
    let bounds = session.contents.animator.referenceBounds
    #expect(abs(partner.center.x - tied.center.x) < 200 && partner.center.y < bounds.maxY - 5)
    session.pointer(.release, column: column + 8, row: row - 8)
    #expect(session.draggedItem == nil)
    session.run(until: 8)
    #expect(tied.center.y > bounds.maxY - tied.radius - 2, "it falls back to the floor")
  }

  @Test func kPushesOneStickerAndFTogglesTheStickerScenesField() {
    let session = makeSession(stickers: 12, seed: 3)
    session.run(until: 4)
    let before = session.contents.stickers.map(\.item.center)
    session.pushRandomSticker()
    session.step()
    let moved = zip(before, session.contents.stickers.map(\.item.center)).filter { ($0 - $1).length > 1 }
    #expect(!moved.isEmpty)
    #expect(!session.isFieldOn)
    #expect(session.toggleField() && session.isFieldOn)
    #expect(session.toggleField() && !session.isFieldOn)
    let seedScene = makeSession(scene: Scenes.gravity)
    #expect(!seedScene.toggleField())
  }

  @Test func traceLinesAndEventLinesSayWhatHappened() throws {
    let session = makeSession(scene: try Scenes.named("collision"), seed: 1)
    #expect(session.traceLines() == ["0.000,0,100.000,100.000,0.0000,0.000,0.000"], "the iPhone view's points")
    var lines: [String] = []
    session.run(until: 2) { lines += session.contactEventLines() }
    // the item (radius 50) touches y = x + 300 when its centre, falling 250 t² from (100, 100), is 50 from it:
    // at y = 400 − 50√2, after t = √((300 − 50√2) / 250) = 0.958 s, as on a phone
    let began = try #require(lines.first)
    #expect(began.contains(#""event":"began","item":0,"boundary":"barrier","point":["#))
    let time = try #require(Double(began.dropFirst(5).prefix { $0 != "," }))
    #expect(abs(time - ((300 - 50 * 2.0.squareRoot()) / 250).squareRoot()) <= 1.0 / 60)
    // 375 points wide, the view leaves the item no room past the barrier's end: it slides into the right wall
    #expect(lines.contains { $0.contains(#""event":"began","item":0,"boundary":null"#) })
    #expect(Session.jsonString("a\"b\\c\n") == #""a\"b\\c\n""#)
  }

  @Test func guidesShowBoundariesAndAttachments() throws {
    let collision = makeSession(scene: try Scenes.named("collision"), seed: 1)
    #expect(collision.guideLines().count == 1)
    let attachment = makeSession(scene: try Scenes.named("attachment"), seed: 1)
    #expect(attachment.guideLines().count == 2)
    #expect(makeSession().guideLines().isEmpty)
  }
}
