import Dynamics

/// When a dropped pile lands and comes to rest: what `tumble bench crate` reports and the tests check.
///
/// An item has landed at its first contact with anything; the pile rests when every item is
/// asleep (or anchored) at once.
public struct PileRest {
  /// When the last item landed; nil if one never did.
  public private(set) var landed: Double?
  /// When every item was first asleep at once; nil if never.
  public private(set) var rest: Double?
  /// Whether every item is asleep at the end.
  public private(set) var resting = false
  /// How many items the pile has.
  public private(set) var count = 0

  /// Runs `session` until `seconds` (simulated) and measures its pile.
  public init(running session: Session, until seconds: Double) {
    let animator = session.contents.animator
    var landedItems = Set<ObjectIdentifier>()
    var lastLanding = 0.0
    var rest: Double?
    session.run(until: seconds) {
      for event in animator.contactEvents where event.kind == .began {
        for item in Self.landing(event) where landedItems.insert(ObjectIdentifier(item)).inserted {
          lastLanding = session.time
        }
      }
      if rest == nil && animator.isResting { rest = session.time }
    }
    count = animator.items.count
    landed = landedItems.count == count ? lastLanding : nil
    self.rest = rest
    resting = animator.isResting
  }

  /// The items an event lands: the item, and its partner when that is an item.
  private static func landing(_ event: ContactEvent) -> [DynamicItem] {
    if case .item(let other) = event.partner { return [event.item, other] }
    return [event.item]
  }
}
