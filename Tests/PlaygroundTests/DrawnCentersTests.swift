import Dynamics
import Foundation
import Testing

@testable import Playground

@Suite struct DrawnCentersTests {
  @Test func aTrembleWithinTheToleranceLeavesTheStickerWhereItIsDrawn() {
    var drawn = DrawnCenters([Point(x: 100, y: 200)])
    for offset in [(1.0, 0.0), (-2.9, 0.0), (0.0, 2.9), (2.0, -2.0), (-0.5, 1.5)] {
      drawn.follow([Point(x: 100 + offset.0, y: 200 + offset.1)])
      #expect(drawn.centers == [Point(x: 100, y: 200)])
    }
  }

  @Test func aStickerMovingOnIsDrawnWhereItIsOnceItIsFartherThanTheTolerance() {
    var drawn = DrawnCenters([Point(x: 0, y: 0), Point(x: 50, y: 50)])
    var farthest = 0.0
    for step in 1...100 {
      let moving = Point(x: Double(step) * 0.7, y: Double(step) * 0.4)
      drawn.follow([moving, Point(x: 50, y: 50)])
      farthest = max(farthest, hypot(moving.x - drawn.centers[0].x, moving.y - drawn.centers[0].y))
    }
    // never more than the tolerance behind, and caught up at each jump
    #expect(farthest <= DrawnCenters.tolerance)
    #expect(drawn.centers[0].x > 66)
    #expect(drawn.centers[1] == Point(x: 50, y: 50))
  }
}
