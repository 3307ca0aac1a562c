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

  /// The body's readings as samples in Tumble's convention, timed in seconds since the epoch: an
  /// orientation and a gravity reading of the same time make one sample with both.
  public func samples(convention: SensorLoggerConvention) -> [TiltSample] {
    var samples: [TiltSample] = []
    for entry in entries {
      var sample: TiltSample
      switch entry.reading {
      case .orientation(let pitch, let roll, let yaw):
        sample = convention.sample(t: entry.time, pitch: pitch, roll: roll, yaw: yaw)
        if let last = samples.last, last.t == entry.time, let gravity = last.gravity {
          sample.gravity = gravity
          samples.removeLast()
        }
      case .gravity(let x, let y, let z):
        let gravity = convention.gravity(x: x, y: y, z: z)
        if let last = samples.last, last.t == entry.time, last.gravity == nil {
          sample = last
          sample.gravity = gravity
          samples.removeLast()
        } else {
          sample = TiltSample(t: entry.time, gravity: gravity)
        }
      }
      samples.append(sample)
    }
    return samples
  }
}
