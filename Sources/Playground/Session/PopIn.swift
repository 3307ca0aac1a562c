import Bounce

/// How a sticker enters: its drawn radius bounces from small to full over a fraction of a second.
///
/// Only the drawing changes; the physics sees the full radius from the first step. The standard pop-in is
/// SKBounceAnimation's scale demo (light stiffness, three bounces) from a fifth of the size.
public struct PopIn: Sendable {
  /// The scale of the radius over the seconds after a spawn.
  public let animation: BounceAnimation<Double>

  /// A pop-in that scales the radius by `animation`.
  public init(animation: BounceAnimation<Double>) {
    self.animation = animation
  }

  /// From a fifth of the radius to all of it in 0.4 s, overshooting by about a third on the way.
  public static let standard = PopIn(
    animation: BounceAnimation(from: 0.2, to: 1, duration: 0.4, numberOfBounces: 3, stiffness: .light))

  /// The radius's scale `age` seconds after the spawn: exactly 1 from the end of the animation on.
  public func scale(at age: Double) -> Double {
    animation.value(at: age)
  }
}
