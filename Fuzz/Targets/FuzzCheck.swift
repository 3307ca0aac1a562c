import Motion

/// Stops the process, naming the target's broken promise, when `condition` is false: libFuzzer
/// keeps the input as a crash, and a regression test replaying it fails.
func fuzzCheck(_ condition: Bool, _ promise: @autoclosure () -> String) {
  if !condition { fatalError("fuzz check failed: \(promise())") }
}

/// A sample a reader let through is made of finite numbers: time, angles and gravity when given.
func fuzzCheckFinite(_ sample: TiltSample) {
  let numbers =
    [sample.t, sample.pitch, sample.roll, sample.yaw ?? 0] + (sample.gravity.map { [$0.x, $0.y, $0.z] } ?? [])
  fuzzCheck(numbers.allSatisfy(\.isFinite), "a sample's numbers are finite, not \(sample)")
}

/// A tilt handed to the playground is finite.
func fuzzCheckFinite(_ tilt: Tilt) {
  fuzzCheck(tilt.angle.isFinite && tilt.magnitude.isFinite, "every tilt is finite, not \(tilt)")
}
