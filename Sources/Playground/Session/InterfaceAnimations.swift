import Bounce

/// The playground's own bounces: the help overlay dropping into place and the status line shaking at a
/// key the playground does not know.
///
/// Times are seconds of the session's interface clock (`Session.interfaceTime`), which runs on while the
/// scene is paused, so the help comes in the same way at any moment.
public struct InterfaceAnimations: Sendable {
  /// How long the help takes to drop in and settle.
  static let helpDuration = 0.5
  /// How far, in cells, the status line swings out on a bad key, and for how long it shakes.
  static let statusShake = BounceAnimation<Double>(from: 4, to: 0, duration: 0.5, numberOfBounces: 4, shake: true)
  /// How long a bad key's message stays on the status line.
  static let messageDuration = 2.0

  private var helpShownAt: Double?
  private var shakeStartedAt: Double?
  private var message: String?

  /// Nothing moving yet.
  public init() {}

  /// The help overlay appears at `time`: it drops in from above the screen.
  public mutating func helpAppeared(at time: Double) {
    helpShownAt = time
  }

  /// A key that does nothing was pressed at `time`: the status line shakes and says `message` for a moment.
  public mutating func rejectKey(at time: Double, message: String) {
    shakeStartedAt = time
    self.message = message
  }

  /// Rows the help overlay's top is below its resting row at `time` (negative: above it).
  ///
  /// It starts `distance` rows up, where it is out of sight, and falls into place with SKBounceAnimation's
  /// bounce, overshooting a little.
  public func helpOffset(at time: Double, distance: Int) -> Int {
    guard let helpShownAt, distance > 0 else { return 0 }
    let drop = BounceAnimation<Double>(from: -Double(distance), to: 0, duration: Self.helpDuration)
    return Int(drop.value(at: time - helpShownAt).rounded())
  }

  /// Columns the status line's text is moved right at `time` (negative: left); 0 at rest.
  public func statusShift(at time: Double) -> Int {
    guard let shakeStartedAt else { return 0 }
    return Int(Self.statusShake.value(at: time - shakeStartedAt).rounded())
  }

  /// What the status line says about the last bad key at `time`, for two seconds after it.
  public func statusMessage(at time: Double) -> String? {
    guard let shakeStartedAt, time - shakeStartedAt < Self.messageDuration else { return nil }
    return message
  }
}
