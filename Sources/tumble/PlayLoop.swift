import Canvas
import Dynamics
import Foundation
import Playground
import Terminal

/// The interactive loop: keys and resizes in, fixed steps, one drawn frame about every 1/60 s.
final class PlayLoop {
  /// Radians gravity turns for one ← or → (a held key repeats).
  static let turnStep = 0.1
  /// Seconds between drawn frames.
  static let frameTime = 1.0 / 60.0
  private let screen = Screen()
  private var composer = FrameComposer()
  private let session: Session
  private var showsHelp = false
  private var isRunning = true
  private var fps = FrameCounter()
  /// The render options: mode (m cycles it live), cell aspect, colour.
  var render: RenderOptions?
  /// Where the frames are recorded as an asciicast (`--cast`), if anywhere.
  var cast: CastFile?
  private var memo = FrameMemo()

  /// A loop that will play `session`.
  init(session: Session) {
    self.session = session
  }

  /// Takes the terminal, plays until the user quits or a signal comes, and gives the terminal back.
  ///
  /// Returns the signal that stopped it, if one did.
  func run(colorDepth: ColorDepth) -> Int32? {
    screen.start(maximumDepth: colorDepth, force: render?.color == .always)
    composer.settings = RenderSettings(
      mode: render?.mode ?? .auto, colorDepth: screen.colorDepth, asciiOnly: !screen.isUnicode)
    defer { screen.stop() }
    session.resize(to: currentLayout())
    let clock = ContinuousClock()
    let start = clock.now
    var last = start
    var owed = 0.0
    while isRunning, screen.stopSignal == nil {
      for event in screen.pendingEvents() { handle(event) }
      let now = clock.now
      owed = min(owed + seconds(now - last), 0.25)
      last = now
      while owed >= Animator.timeStep {
        session.step()
        owed -= Animator.timeStep
      }
      fps.tick(at: seconds(now - start))
      let status = FrameComposer.Status(clock: "\(fps.perSecond) fps")
      if let frame = memo.frame(of: session, status: status, showsHelp: showsHelp, composer: composer) {
        screen.draw(frame)
        cast?.record(frame, at: seconds(now - start), colorDepth: screen.colorDepth)
      }
      let spent = seconds(clock.now - now)
      if spent < Self.frameTime { usleep(UInt32((Self.frameTime - spent) * 1_000_000)) }
    }
    return screen.stopSignal
  }

  private func handle(_ event: InputEvent) {
    switch event {
    case .resize:
      session.resize(to: currentLayout())
      screen.invalidate()
      memo.forget()
    case .key(let key):
      handle(key)
    case .mouse:
      break
    }
  }

  private func handle(_ key: Key) {
    switch key {
    case .left: session.rotateGravity(by: Self.turnStep)
    case .right: session.rotateGravity(by: -Self.turnStep)
    case .up: session.setGravity(angle: Double.pi / 2, magnitude: 1)
    case .down: break
    case .escape, .interrupt: isRunning = false
    case .redraw:
      screen.invalidate()
      memo.forget()
    case .character(let character):
      switch character {
      case "q", "Q": isRunning = false
      case " ": session.kick()
      case "r", "R": session.restart()
      case "p", "P": session.isPaused.toggle()
      case "m", "M": composer.settings.mode = composer.settings.mode.next
      case "?", "h": showsHelp.toggle()
      default: break
      }
    }
  }

  private func currentLayout() -> Layout {
    let size = screen.size
    var layout = Layout(width: size.width, height: size.height)
    layout.cellAspect = render?.cellAspect ?? layout.cellAspect
    return layout
  }

  private func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }
}

/// Counts drawn frames and says how many came in the last second or so.
struct FrameCounter {
  /// Frames per second over the last whole window.
  private(set) var perSecond = 0
  private var count = 0
  private var windowStart = 0.0

  /// Counts a frame drawn at `time` seconds.
  mutating func tick(at time: Double) {
    count += 1
    guard time - windowStart >= 1 else { return }
    perSecond = Int((Double(count) / (time - windowStart)).rounded())
    count = 0
    windowStart = time
  }
}
