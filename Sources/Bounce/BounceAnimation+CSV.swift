extension BounceAnimation where Value == Double {
  /// The keyframes as CSV: a `t,value` header, then one `seconds,value` line per keyframe.
  public var csv: String {
    (["t,value"] + keyframes.map { "\($0.time),\($0.value)" }).joined(separator: "\n") + "\n"
  }
}
