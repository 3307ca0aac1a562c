import Canvas
import Playground

/// Composes a frame only when something it shows changed, so a playground at rest draws and sends nothing.
///
/// The status line's clock (frames per second) alone does not count: it is
/// brought up to date with the next frame that changes, so a loop whose
/// rate wobbles (59, 60, 58 fps on a busy machine) stays quiet at rest.
struct FrameMemo {
  /// Everything a frame is made from.
  private struct Inputs: Equatable {
    var sprites: [Sprite]
    var status: [String?]
    var showsHelp: Bool
    var settings: RenderSettings
    var layout: Layout
    var isPaused: Bool
    var gravity: Double?
    /// Where the interface animations are: the help's offset, the status line's shift and message.
    var interface: [Int]
    var interfaceMessage: String?
  }

  private var last: Inputs?

  /// The frame of `session`, or nil when it would be the same as the last one.
  mutating func frame(
    of session: Session, status: FrameComposer.Status, showsHelp: Bool, interface: InterfaceAnimations,
    composer: FrameComposer
  ) -> FrameBuffer? {
    let time = session.interfaceTime
    let inputs = Inputs(
      sprites: session.sprites(), status: [status.message, status.tilt], showsHelp: showsHelp,
      settings: composer.settings, layout: session.layout, isPaused: session.isPaused, gravity: session.gravityAngle,
      interface: [interface.helpOffset(at: time, distance: 1000), interface.statusShift(at: time)],
      interfaceMessage: interface.statusMessage(at: time))
    guard inputs != last else { return nil }
    last = inputs
    return composer.frame(of: session, status: status, showsHelp: showsHelp, interface: interface)
  }

  /// Forgets the last frame, so the next one is composed whatever it shows (after a resize or Ctrl-L).
  mutating func forget() {
    last = nil
  }
}
