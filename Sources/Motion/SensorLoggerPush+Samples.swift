// MARK: - Samples

extension SensorLoggerPush {
  /// The convention the body's first gravity reading points to (see `SensorLoggerConvention.guess`),
  /// or nil when it has none: the HTTP Push does not name the platform.
  public var guessedConvention: SensorLoggerConvention? {
    for entry in entries {
      if case .gravity(_, let y, let z) = entry.reading { return SensorLoggerConvention.guess(y: y, z: z) }
    }
    return nil
  }

  /// The body's readings as samples in Tumble's convention, timed in seconds since `origin`
  /// (nanoseconds since the epoch): an orientation and a gravity reading of the same time make one
  /// sample with both.
  public func samples(convention: SensorLoggerConvention, since origin: Int64) -> [TiltSample] {
    var samples: [TiltSample] = []
    for entry in entries {
      let time = Double(entry.time &- origin) / 1e9
      var sample: TiltSample
      switch entry.reading {
      case .orientation(let pitch, let roll, let yaw):
        sample = convention.sample(t: time, pitch: pitch, roll: roll, yaw: yaw)
        if let last = samples.last, last.t == time, let gravity = last.gravity {
          sample.gravity = gravity
          samples.removeLast()
        }
      case .gravity(let x, let y, let z):
        let gravity = convention.gravity(x: x, y: y, z: z)
        if let last = samples.last, last.t == time, last.gravity == nil {
          sample = last
          sample.gravity = gravity
          samples.removeLast()
        } else {
          sample = TiltSample(t: time, gravity: gravity)
        }
      }
      samples.append(sample)
    }
    return samples
  }
}
