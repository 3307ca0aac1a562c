import Canvas
import Dynamics
import Foundation
import Motion
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
  /// The tilt source turning gravity each step: the keys, a replay or a live sensor.
  private(set) var driver: TiltDriver
  /// Simulated seconds per second of wall clock (a replay's `--speed`).
  private let speed: Double
  private var showsHelp = false
  private var interface = InterfaceAnimations()
  private var isRunning = true
  private var fps = FrameCounter()
  /// The render options: mode (m cycles it live), cell aspect, colour.
  var render: RenderOptions?
  /// Where the frames are recorded as an asciicast (`--cast`), if anywhere.
  var cast: CastFile?
  private var memo = FrameMemo()
  /// The live source's invitation as drawn, while it waits for its first sample.
  private var invitation: InvitationPanel?
  /// `--graphics`: whether to ask the terminal for true pixels.
  var graphics = GraphicsChoice.none
  private var pixels: PixelLayer?

  /// A loop that will play `session`, its gravity from `driver`, `speed` times as fast as life.
  init(session: Session, driver: TiltDriver = TiltDriver(), speed: Double = 1) {
    self.session = session
    self.driver = driver
    self.speed = speed
  }

  /// Takes the terminal as `terminal`, plays until the user quits or a signal comes, and gives the terminal back.
  ///
  /// Returns the signal that stopped it, if one did. Whatever ends it, a failed write (the recording,
  /// the cast) included, the terminal is given back (pixels cleared) before this returns or throws,
  /// and a note that `terminal` stood in for `TERM` is said after.
  func run(on terminal: TerminalType, colorDepth: ColorDepth) throws -> Int32? {
    let reply = graphics == .none ? GraphicsReply([]) : GraphicsProbe.ask()
    pixels = PixelLayer(
      graphics.protocolToUse(reply), cell: reply.cellPixels, sixelLimit: reply.sixelLimit,
      sixelRegisters: reply.privateSixelRegisters)
    try screen.start(terminal, maximumDepth: colorDepth, force: render?.color == .always)
    defer {
      if let bytes = pixels?.clear() { screen.send(bytes) }
      screen.stop()
      if let note = terminal.substituteNote { printError("tumble: " + note) }
    }
    composer.settings = (render ?? RenderOptions()).settings(
      colorDepth: screen.colorDepth, asciiOnly: !screen.isUnicode)
    composer.settings.drawsStickers = pixels == nil
    // edges blend into the background the terminal says it has, else they stay hard
    composer.settings.background = reply.background
    session.resize(to: currentLayout())
    let clock = ContinuousClock()
    let start = clock.now
    var last = start
    var owed = 0.0
    while isRunning, screen.stopSignal == nil {
      for event in screen.pendingEvents() { handle(event) }
      if session.isPaused { driver.show(on: session) }
      let now = clock.now
      owed = min(owed + (now - last).seconds * speed, 0.25 * speed)
      last = now
      driver.poll(now: (now - start).seconds)
      while owed >= Animator.timeStep {
        driver.step(session)
        owed -= Animator.timeStep
      }
      if let error = driver.recordingError { throw error }
      fps.tick(at: (now - start).seconds)
      let rate = "\(fps.perSecond) fps" + (pixels.map { " · " + $0.name } ?? "")
      let status = FrameComposer.Status(clock: rate, tilt: driver.statusText)
      if var frame = memo.frame(
        of: session, status: status, showsHelp: showsHelp, interface: interface, composer: composer)
      {
        drawInvitation(into: &frame)
        screen.draw(frame)
        if let bytes = pixels?.update(for: session, settings: composer.settings) { screen.send(bytes) }
        try cast?.record(frame, at: (now - start).seconds, colorDepth: screen.colorDepth)
      }
      let spent = (clock.now - now).seconds
      if spent < Self.frameTime { usleep(UInt32((Self.frameTime - spent) * 1_000_000)) }
    }
    return screen.stopSignal
  }

  /// Draws the live source's invitation over `frame` until its first sample comes.
  private func drawInvitation(into frame: inout FrameBuffer) {
    guard let wanted = driver.invitation else {
      invitation = nil
      return
    }
    if invitation?.invitation != wanted { invitation = InvitationPanel(wanted) }
    invitation?.draw(into: &frame)
    frame.quantize(to: composer.settings.colorDepth)
  }

  private func handle(_ event: InputEvent) {
    switch event {
    case .resize, .repaint:
      session.resize(to: currentLayout())
      screen.invalidate()
      pixels?.invalidate()
      memo.forget()
    case .key(let key):
      handle(key)
    case .mouse(let action, let column, let row):
      session.pointer(Self.pointerAction(for: action), column: column, row: row)
    }
  }

  private func handle(_ key: Key) {
    switch key {
    case .left: driver.turn(by: Self.turnStep)
    case .right: driver.turn(by: -Self.turnStep)
    case .up: driver.straighten()
    case .down: reject("↓")
    case .escape, .interrupt: isRunning = false
    case .redraw:
      screen.invalidate()
      pixels?.invalidate()
      memo.forget()
    case .character(let character):
      switch character {
      case "q", "Q": isRunning = false
      case " ": session.kick()
      case "k", "K": session.pushRandomSticker()
      case "f", "F": session.toggleField()
      case "r", "R":
        session.restart()
        driver.restart()
      case "p", "P": session.isPaused.toggle()
      case "m", "M": composer.settings.mode = composer.settings.mode.next
      case "?", "h": toggleHelp()
      default: reject(String(character))
      }
    }
  }

  private func toggleHelp() {
    showsHelp.toggle()
    if showsHelp { interface.helpAppeared(at: session.interfaceTime) }
  }

  /// A key that does nothing: the status line shakes and says so.
  private func reject(_ key: String) {
    let name = key.unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0.value < 0x20 } ? "that key" : key
    interface.rejectKey(at: session.interfaceTime, message: "\(name) does nothing: ? for help")
  }

  /// The session's pointer action for a terminal mouse action.
  static func pointerAction(for action: MouseAction) -> PointerAction {
    switch action {
    case .down: .press
    case .drag: .drag
    case .up: .release
    }
  }

  private func currentLayout() -> Layout {
    let size = screen.size
    var layout = Layout(width: size.width, height: size.height)
    layout.cellAspect = render?.cellAspect ?? layout.cellAspect
    return layout
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
