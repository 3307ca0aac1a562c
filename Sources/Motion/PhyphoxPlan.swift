import Foundation

/// Which buffers of a phyphox experiment hold the tilt, found in its `/config` by the export's
/// column labels (the same the CSV importers read), and how to ask for and read their values.
struct PhyphoxPlan: Equatable, Sendable {
  /// What the experiment measures.
  enum Kind: Equatable, Sendable {
    /// "Acceleration with g": x, y, z in m/s² with Android's sign.
    case acceleration
    /// "Inclination": tilt up/down and left/right in degrees.
    case inclination
  }

  let kind: Kind
  /// The time buffer, then the value buffers (x, y, z or up/down, left/right).
  let buffers: [String]

  /// The plan for the experiment `config` (the JSON of `/config`) describes, or nil if it has no
  /// acceleration-with-g or inclination columns.
  init?(config: Data) {
    guard let root = try? JSONSerialization.jsonObject(with: config) as? [String: Any],
      let sets = root["export"] as? [[String: Any]]
    else { return nil }
    var byLabel: [String: String] = [:]
    for set in sets {
      for source in set["sources"] as? [[String: Any]] ?? [] {
        if let label = source["label"] as? String, let buffer = source["buffer"] as? String { byLabel[label] = buffer }
      }
    }
    let acceleration = ["Time (s)", "Acceleration x (m/s^2)", "Acceleration y (m/s^2)", "Acceleration z (m/s^2)"]
    let inclination = ["t (s)", "Tilt up/down (deg)", "Tilt left/right (deg)"]
    if let buffers = Self.all(acceleration, in: byLabel) {
      (kind, self.buffers) = (.acceleration, buffers)
    } else if let buffers = Self.all(inclination, in: byLabel) {
      (kind, self.buffers) = (.inclination, buffers)
    } else {
      return nil
    }
  }

  private static func all(_ labels: [String], in byLabel: [String: String]) -> [String]? {
    let found = labels.compactMap { byLabel[$0] }
    return found.count == labels.count ? found : nil
  }

  /// The `/get` path for the values after time `last`, or the newest value of each buffer when nil.
  func path(after last: Double?) -> String {
    let time = buffers[0]
    let query = buffers.map { buffer -> String in
      guard let last else { return escaped(buffer) }
      return escaped(buffer) + "=" + (buffer == time ? "\(last)" : "\(last)%7C" + escaped(time))
    }
    return "/get?" + query.joined(separator: "&")
  }

  private func escaped(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: CharacterSet(charactersIn: "-_.~").union(.alphanumerics)) ?? text
  }

  /// The samples in a `/get` answer (rows with a missing value, or one out of `TiltSample`'s range,
  /// left out), its session, and whether the experiment is running.
  func batch(from body: Data) -> PhyphoxPollSource.Batch? {
    guard let root = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
      let found = root["buffer"] as? [String: Any]
    else { return nil }
    let columns = buffers.map { name in
      ((found[name] as? [String: Any])?["buffer"] as? [Any] ?? []).map { ($0 as? NSNumber)?.doubleValue ?? .nan }
    }
    let count = columns.map(\.count).min() ?? 0
    var samples: [TiltSample] = []
    for row in 0..<count {
      let values = columns.map { $0[row] }
      let row = sample(values)
      guard values[0].isFinite, row.rangeProblem == nil, samples.last.map({ row.t > $0.t }) ?? true else { continue }
      samples.append(row)
    }
    let status = root["status"] as? [String: Any]
    return PhyphoxPollSource.Batch(
      samples: samples, session: status?["session"] as? String, isMeasuring: status?["measuring"] as? Bool ?? true)
  }

  /// The sample of one row: time, then the values.
  private func sample(_ values: [Double]) -> TiltSample {
    switch kind {
    case .acceleration:
      return TiltSample(t: values[0], gravity: GravityVector(androidAcceleration: values[1], values[2], values[3]))
    case .inclination:
      let radians = Double.pi / 180
      return TiltSample(t: values[0], pitch: values[1] * radians, roll: values[2] * radians)
    }
  }
}
