import Canvas

// MARK: - Snapshots

extension Session {
  /// The frame as text in the snapshot format, its header naming scene, seed and time.
  ///
  /// The status line shows the simulated time where a live session shows frames per second, and
  /// `tilt`, what the tilt source says (a replay's time, say), when given. `settings` choose the
  /// render mode and the colour depth the frame is brought down to.
  public func snapshot(tilt: String? = nil, settings: RenderSettings = RenderSettings()) -> String {
    let frame = FrameComposer(settings: settings).frame(of: self, status: headlessStatus(tilt: tilt))
    return Snapshot.text(
      of: frame, fields: ["scene": scene.name, "seed": String(seed), "time": Self.threeDecimals(time)])
  }

  /// The status line of a headless frame: the simulated time (`t 3.000s`) where a live one shows
  /// frames per second, and `tilt` when given.
  func headlessStatus(tilt: String?) -> FrameComposer.Status {
    .init(clock: "t \(Self.threeDecimals(time))s", tilt: tilt)
  }

  /// `value` with three decimals, the same in every locale.
  static func threeDecimals(_ value: Double) -> String { decimals(value, places: 3) }

  /// `value` with `places` decimals (1 to 9), the same in every locale.
  public static func decimals(_ value: Double, places: Int) -> String {
    var unit = 1
    for _ in 0..<places { unit *= 10 }
    let scaled = Int((value * Double(unit)).rounded())
    let fraction = String(abs(scaled) % unit)
    return (scaled < 0 ? "-" : "") + String(abs(scaled) / unit) + "."
      + String(repeating: "0", count: places - fraction.count) + fraction
  }
}
