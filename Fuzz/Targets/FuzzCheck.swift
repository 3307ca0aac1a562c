import Motion

/// Stops the process, naming the target's broken promise, when `condition` is false: libFuzzer
/// keeps the input as a crash, and a regression test replaying it fails.
func fuzzCheck(_ condition: Bool, _ promise: @autoclosure () -> String) {
  if !condition { fatalError("fuzz check failed: \(promise())") }
}

/// A sample a reader let through has a finite time and is in range (`TiltSample.rangeProblem`).
func fuzzCheckInRange(_ sample: TiltSample) {
  fuzzCheck(sample.t.isFinite, "a sample's time is finite, not \(sample.t)")
  fuzzCheck(sample.rangeProblem == nil, "a sample let through is in range: \(sample.rangeProblem?.problem ?? "")")
}

/// A tilt handed to the playground is finite.
func fuzzCheckFinite(_ tilt: Tilt) {
  fuzzCheck(tilt.angle.isFinite && tilt.magnitude.isFinite, "every tilt is finite, not \(tilt)")
}
