import Dynamics
import Testing

@testable import Playground

@Suite struct SessionInteractionTests {
  /// The middle of a cell in points.
  func middle(column: Int, row: Int) -> Point { Point(x: Double(column) * 8 + 4, y: Double(row) * 16 + 8) }

  @Test func aClickOnEmptySpaceSnapsTheNearestStickerThere() throws {
    let session = makeSession(scene: try Scenes.named("item"), seed: 1)
    session.run(until: 3)
    let target = middle(column: 10, row: 5)
    let nearest = try #require(
      session.contents.stickers.min { ($0.item.center - target).length < ($1.item.center - target).length })
    session.pointer(.press, column: 10, row: 5)
    session.pointer(.release, column: 10, row: 5)
    session.run(until: 7)
    #expect((nearest.item.center - target).length < 1)
    session.pointer(.press, column: 14, row: 12)
    session.run(until: 11)
    #expect((nearest.item.center - middle(column: 14, row: 12)).length < 1, "the next click moves the snap")
  }

  @Test func aDragPullsTheStickerUnderThePointerAndReleaseLetsItGo() throws {
    let session = makeSession(scene: try Scenes.named("attachment"), seed: 1)
    session.run(until: 2)
    let tied = session.contents.stickers[1].item
    let partner = session.contents.stickers[2].item
    let column = Int(tied.center.x / 8)
    let row = Int(tied.center.y / 16)
    session.pointer(.press, column: column, row: row)
    #expect(session.draggedItem === tied)
    for step in 1...20 {
      session.pointer(.drag, column: column - step, row: row - step / 3)
      session.run(until: 2 + Double(step) * 0.05)
    }
    session.run(until: 5)
    #expect((tied.center - middle(column: column - 20, row: row - 6)).length < 20)
    #expect(partner.center.x < tied.center.x + 200 && partner.center.y < session.layout.referenceBounds.maxY - 5)
    session.pointer(.release, column: column - 20, row: row - 6)
    #expect(session.draggedItem == nil)
    session.run(until: 8)
    #expect(tied.center.y > session.layout.referenceBounds.maxY - tied.radius - 2, "it falls back to the floor")
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
    #expect(session.traceLines() == ["0.000,0,58.375,66.375,0.0000,0.000,0.000"])
    var lines: [String] = []
    session.run(until: 2) { lines += session.contactEventLines() }
    #expect(lines.first?.hasPrefix(#"{"t":0.683,"event":"began","item":0,"boundary":"barrier","point":["#) == true)
    #expect(lines.contains { $0.contains(#""event":"ended","item":0,"boundary":"barrier"}"#) })
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
