import Foundation
import Testing

@testable import Motion

@Suite struct IIOTiltSourceTests {
  /// A fake `/sys/bus/iio/devices`: a light sensor first, then an accelerometer mounted turned a
  /// quarter (sensor x = device −y), scale 0.00980665 (1000 raw = 1 g) and a y offset of 10.
  private func fakeSysfs(
    raw: (x: Int, y: Int, z: Int), matrix: String? = "0, 1, 0; -1, 0, 0; 0, 0, 1"
  ) throws
    -> TemporaryFolder
  {
    let root = try TemporaryFolder()
    try root.write("iio:device0/name", "als\n")
    try root.write("iio:device0/in_illuminance_raw", "120\n")
    try root.write("iio:device1/name", "accel_3d\n")
    try root.write("iio:device1/in_accel_scale", "0.009806650\n")
    try root.write("iio:device1/in_accel_y_offset", "10\n")
    if let matrix { try root.write("iio:device1/in_mount_matrix", matrix + "\n") }
    try setRaw(raw, in: root)
    return root
  }

  private func setRaw(_ raw: (x: Int, y: Int, z: Int), in root: TemporaryFolder) throws {
    try root.write("iio:device1/in_accel_x_raw", "\(raw.x)\n")
    try root.write("iio:device1/in_accel_y_raw", "\(raw.y)\n")
    try root.write("iio:device1/in_accel_z_raw", "\(raw.z)\n")
  }

  @Test func findsTheFirstAccelerometerAndAppliesScaleOffsetAndMountMatrix() throws {
    // Sensor (−1000, −10 + 10, 0) · scale = (−9.80665, 0, 0) m/s²; the matrix turns it into device
    // (0, 9.80665, 0): upright with the Android sign, so straight down at full strength.
    let root = try fakeSysfs(raw: (-1000, -10, 0))
    var source = try IIOTiltSource(sysfsRoot: root.path)
    #expect(source.devicePath == root.file("iio:device1"))
    let polled = source.poll(now: 5)
    let sample = try #require(polled)
    #expect(sample.t == 0)
    #expect(source.status == .ok)
    let tilt = TiltMapping.physical.tilt(for: sample)
    #expect(near(tilt.angle, .pi / 2) && near(tilt.magnitude, 1))
  }

  @Test func followsTheAccelerometerAsItTurns() throws {
    // Sensor (−500, −500, 0) · scale → device a = (−4.903, 4.903, 0): atan2(a.y, −a.x) = π/4, strength 1/√2.
    let root = try fakeSysfs(raw: (-1000, -10, 0))
    var source = try IIOTiltSource(sysfsRoot: root.path)
    _ = source.poll(now: 1)
    try setRaw((-500, -510, 0), in: root)
    let polled = source.poll(now: 1.5)
    let sample = try #require(polled)
    #expect(sample.t == 0.5)
    let tilt = TiltMapping.physical.tilt(for: sample)
    #expect(near(tilt.angle, .pi / 4) && near(tilt.magnitude, 0.5.squareRoot()))
  }

  @Test func withoutAMountMatrixTheSensorAxesAreTheDevicesAxes() throws {
    let root = try fakeSysfs(raw: (-500, -510, 0), matrix: nil)
    var source = try IIOTiltSource(sysfsRoot: root.path)
    let polled = source.poll(now: 0)
    let tilt = TiltMapping.physical.tilt(for: try #require(polled))
    #expect(near(tilt.angle, -.pi / 4))  // a = (−4.9, −4.9, 0): atan2(−4.9, 4.9)
  }

  @Test(arguments: ["accel_3d", "iio:device1"])
  func opensTheDeviceNamed(_ name: String) throws {
    let root = try fakeSysfs(raw: (0, 0, 1000))
    #expect(try IIOTiltSource(device: name, sysfsRoot: root.path).devicePath == root.file("iio:device1"))
  }

  @Test func opensADeviceByPath() throws {
    let root = try fakeSysfs(raw: (0, 0, 1000))
    #expect(try IIOTiltSource(device: root.file("iio:device1")).devicePath == root.file("iio:device1"))
  }

  @Test func saysWhenThereIsNoAccelerometer() throws {
    let root = try TemporaryFolder()
    try root.write("iio:device0/name", "als\n")
    #expect(throws: MotionError.self) { try IIOTiltSource(sysfsRoot: root.path) }
    let other = try fakeSysfs(raw: (0, 0, 0))
    let error = #expect(throws: MotionError.self) { try IIOTiltSource(device: "gyro_3d", sysfsRoot: other.path) }
    #expect(error?.kind == .noDevice)
    #expect(error?.message.contains("no IIO accelerometer 'gyro_3d'") == true)
  }

  @Test func rejectsABadMountMatrix() throws {
    let root = try fakeSysfs(raw: (0, 0, 0), matrix: "1, 0; 0, 1")
    #expect(throws: MotionError.self) { try IIOTiltSource(sysfsRoot: root.path) }
  }

  @Test func keepsGoingWhenTheDeviceGoesAway() throws {
    let root = try fakeSysfs(raw: (0, 0, 1000))
    var source = try IIOTiltSource(sysfsRoot: root.path)
    #expect(source.poll(now: 0) != nil)
    try FileManager.default.removeItem(atPath: root.file("iio:device1/in_accel_x_raw"))
    #expect(source.poll(now: 0.1) == nil)
    #expect(source.status.description.hasPrefix("failed: cannot read"))
  }

  @Test(arguments: [("-", LiveTiltSpec.stdin), ("iio", .iio(device: nil)), ("iio:accel_3d", .iio(device: "accel_3d"))])
  func parsesTheTiltOption(text: String, spec: LiveTiltSpec) {
    #expect(LiveTiltSpec(text) == spec)
  }

  @Test func rejectsOtherTiltOptions() {
    #expect(LiveTiltSpec("iio:") == nil)
    #expect(LiveTiltSpec("keys") == nil)
  }
}
