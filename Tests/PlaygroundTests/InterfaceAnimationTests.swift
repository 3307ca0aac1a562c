import Canvas
import Testing

@testable import Playground

@Suite struct InterfaceAnimationTests {
  /// The frame's rows as text.
  func rows(of frame: FrameBuffer) -> [String] {
    (0..<frame.height).map { row in (0..<frame.width).map { frame[$0, row].glyph.text }.joined() }
  }

  /// The row the help overlay's title is on, if it is on screen.
  func helpTitleRow(_ session: Session, _ interface: InterfaceAnimations) -> Int? {
    let frame = FrameComposer().frame(of: session, status: .init(clock: "t"), showsHelp: true, interface: interface)
    return rows(of: frame).firstIndex { $0.contains("Tumble keys") }
  }

  /// The status line's text as drawn.
  func statusLine(_ session: Session, _ interface: InterfaceAnimations) -> String {
    let frame = FrameComposer().frame(of: session, status: .init(clock: "t"), interface: interface)
    return rows(of: frame)[session.layout.statusRow]
  }

  @Test func theHelpDropsInFromAboveOvershootsAndSettlesWhereItBelongs() throws {
    let session = makeSession()
    let rest = try #require(helpTitleRow(session, InterfaceAnimations()))
    var interface = InterfaceAnimations()
    interface.helpAppeared(at: session.interfaceTime)
    var seen: [Int?] = []
    for _ in 0..<60 {
      seen.append(helpTitleRow(session, interface))
      session.step()
    }
    #expect(seen[0] == nil, "the help should start out of sight above the screen")
    #expect(seen.contains { $0.map { $0 > rest } ?? false }, "the help should drop a little past its place")
    #expect(seen.suffix(20).allSatisfy { $0 == rest }, "the help should be at rest well before a second")
  }

  @Test func theHelpDropsInWhileTheSceneIsPaused() {
    let session = makeSession()
    session.run(until: 1)
    session.isPaused = true
    var interface = InterfaceAnimations()
    interface.helpAppeared(at: session.interfaceTime)
    let start = helpTitleRow(session, interface)
    for _ in 0..<40 { session.step() }
    #expect(session.time == 1, "the scene stands still")
    #expect(start == nil)
    #expect(helpTitleRow(session, interface) == helpTitleRow(session, InterfaceAnimations()))
  }

  @Test func theStatusLineShakesOnABadKeyAndComesBackToRest() throws {
    let session = makeSession()
    let still = statusLine(session, InterfaceAnimations())
    var interface = InterfaceAnimations()
    interface.rejectKey(at: session.interfaceTime, message: "x does nothing: ? for help")
    var columns: [Int] = []
    for _ in 0..<40 {
      let line = statusLine(session, interface)
      let start = try #require(line.firstIndex { $0 != " " })
      columns.append(line.distance(from: line.startIndex, to: start))
      #expect(line.contains("x does nothing"))
      session.step()
    }
    let rest = try #require(still.firstIndex { $0 != " " })
    let restColumn = still.distance(from: still.startIndex, to: rest)
    #expect(columns.contains { $0 > restColumn + 1 } && columns.contains { $0 < restColumn })
    #expect(columns.last == restColumn, "the shake should be over in half a second")
    session.run(until: 2.5)
    #expect(statusLine(session, interface) == still, "after two seconds the line is as before")
  }
}
