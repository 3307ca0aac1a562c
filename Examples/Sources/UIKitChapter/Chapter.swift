import Dynamics

/// The reference view: an iPhone's 375 × 667 points.
let view = Rect(x: 0, y: 0, width: 375, height: 667)

/// Gravity: a square falls.
func gravityExample() -> String {
  let square = Square("square", center: Point(x: 187, y: 100))
  let animator = Animator(referenceBounds: view)
  let gravity = GravityBehavior(items: [square])
  animator.addBehavior(gravity)
  animator.run(seconds: 0.5)
  return "gravity: after 0.5 s the square is at y = \(Int(square.center.y.rounded())) (500 t² below 100)"
}

/// Collision: the square lands on a barrier, and the delegate hears it.
final class Landing: CollisionBehaviorDelegate {
  var heard: [String] = []

  func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item: DynamicItem, withBoundaryIdentifier identifier: String?,
    at point: Point
  ) {
    heard.append(identifier ?? "the edges")
  }
}

func collisionExample() -> String {
  let square = Square("square", center: Point(x: 100, y: 100))
  let animator = Animator(referenceBounds: view)
  animator.addBehavior(GravityBehavior(items: [square]))
  let collision = CollisionBehavior(items: [square])
  collision.translatesReferenceBoundsIntoBoundary = true
  collision.addBoundary(withIdentifier: "barrier", from: Point(x: 0, y: 300), to: Point(x: 250, y: 300))
  let landing = Landing()
  collision.collisionDelegate = landing
  animator.addBehavior(collision)
  animator.run(seconds: 2)
  return "collision: the square rests at y = \(Int(square.center.y.rounded())); the delegate heard \(landing.heard)"
}

/// Attachment following a pan: the anchor moves with the finger, the square follows on its spring.
func attachmentExample() -> String {
  let square = Square("square", center: Point(x: 187, y: 300))
  let animator = Animator(referenceBounds: view)
  let attachment = AttachmentBehavior(
    item: square, offsetFromCenter: Vector(dx: -25, dy: -25), attachedToAnchor: Point(x: 162, y: 275))
  attachment.frequency = 2
  attachment.damping = 0.7
  animator.addBehavior(attachment)
  for step in 0..<60 {  // the pan: 100 points to the right over a second
    attachment.anchorPoint = Point(x: 162 + Double(step) * 100 / 60, y: 275)
    animator.step()
  }
  animator.run(seconds: 2)
  let corner = square.center + Vector(dx: -25, dy: -25).rotated(by: square.transform.rotationAngle)
  let gap = (corner - attachment.anchorPoint).length
  return "attachment: the finger stopped at (262, 275); the corner it holds is \(Int(gap.rounded())) points from it"
}

/// Push: an instantaneous push of magnitude 1 gives a 100 × 100 square of density 1 100 points/s.
func pushExample() -> String {
  let square = Square("square", center: Point(x: 100, y: 300))
  let animator = Animator(referenceBounds: view)
  let push = PushBehavior(items: [square], mode: .instantaneous)
  push.pushDirection = Vector(dx: 1, dy: 0)
  animator.addBehavior(push)
  animator.run(seconds: 1)
  return "push: a second later the square is at x = \(Int(square.center.x.rounded()))"
}

/// Snap on tap: the square springs to where the user tapped.
func snapExample() -> String {
  let square = Square("square", center: Point(x: 100, y: 100))
  let animator = Animator(referenceBounds: view)
  let tap = Point(x: 250, y: 500)
  let snap = SnapBehavior(item: square, snapTo: tap)
  snap.damping = 0.3
  animator.addBehavior(snap)
  animator.run(seconds: 3)
  return
    "snap: tapped at (250, 500), the square is at (\(Int(square.center.x.rounded())), \(Int(square.center.y.rounded())))"
}

/// Item properties: a bouncy badge and a dull square dropped side by side.
func itemPropertiesExample() -> String {
  let badge = Badge(center: Point(x: 100, y: 100))
  let square = Square("square", center: Point(x: 275, y: 100))
  let animator = Animator(referenceBounds: view)
  animator.addBehavior(GravityBehavior(items: [badge, square]))
  let collision = CollisionBehavior(items: [badge, square])
  collision.translatesReferenceBoundsIntoBoundary = true
  animator.addBehavior(collision)
  let bouncy = ItemBehavior(items: [badge])
  bouncy.elasticity = 0.9
  animator.addBehavior(bouncy)
  var highest = 667.0
  animator.run(seconds: 1)
  for _ in 0..<60 {
    animator.step()
    highest = min(highest, badge.center.y)
  }
  return "item properties: after landing, the badge (elasticity 0.9) bounced back up to y = \(Int(highest.rounded()))"
}

/// A field: items swirl into a spring field with a vortex around the middle.
func fieldExample() -> String {
  let squares = (0..<3).map { Square("square \($0)", center: Point(x: 100 + Double($0) * 80, y: 150), side: 40) }
  let animator = Animator(referenceBounds: view)
  let spring = FieldBehavior.springField()
  spring.position = view.center
  let vortex = FieldBehavior.vortexField()
  vortex.position = view.center
  vortex.strength = 0.005
  let calm = ItemBehavior(items: squares)
  calm.resistance = 0.1
  for square in squares {
    spring.addItem(square)
    vortex.addItem(square)
  }
  for behavior in [spring, vortex, calm] { animator.addBehavior(behavior) }
  animator.run(seconds: 5)
  let far = squares.map { ($0.center - view.center).length }.max() ?? 0
  return "field: after 5 s every square is within \(Int(far.rounded())) points of the middle"
}
