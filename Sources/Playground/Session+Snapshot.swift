import Canvas

// MARK: - Snapshots

extension Session {
  /// The frame as text in the snapshot format, its header naming scene, seed and time.
  ///
  /// The status line shows the simulated time where a live session shows frames per second.
  /// `settings` choose the render mode and the colour depth the frame is brought down to.
  public func snapshot(settings: RenderSettings = RenderSettings()) -> String {
    let seconds = Self.threeDecimals(time)
    let frame = FrameComposer(settings: settings).frame(of: self, status: .init(clock: "t \(seconds)s"))
    return Snapshot.text(
      of: frame, fields: ["scene": scene.name, "seed": String(seed), "time": seconds])
  }

  /// `value` with three decimals, the same in every locale.
  static func threeDecimals(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    let fraction = String(abs(thousandths) % 1000)
    return (thousandths < 0 ? "-" : "") + String(abs(thousandths) / 1000) + "."
      + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
