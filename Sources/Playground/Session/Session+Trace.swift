import Dynamics

// MARK: - Traces and contact events

extension Session {
  /// The header line of `tumble trace`'s CSV.
  public static let traceHeader = "t,item,x,y,angle,vx,vy"

  /// One CSV line per sticker, in drawing order: the time (s), the item's identifier, its centre (points,
  /// y down), its angle (radians, clockwise on screen) and its velocity (points/s).
  public func traceLines() -> [String] {
    let animator = contents.animator
    return contents.stickers.map { sticker in
      let item = sticker.item
      let velocity = animator.linearVelocity(of: item)
      return [
        Self.decimals(time, places: 3), String(item.identifier), Self.decimals(item.center.x, places: 3),
        Self.decimals(item.center.y, places: 3), Self.decimals(item.angle, places: 4),
        Self.decimals(velocity.dx, places: 3), Self.decimals(velocity.dy, places: 3),
      ].joined(separator: ",")
    }
  }

  /// The identifier of a scene's item (every item of a scene is a `DynamicView`).
  private static func identifier(of item: DynamicItem) -> Int { (item as? DynamicView)?.identifier ?? -1 }

  /// The contacts that began or ended in the last step, one JSON object a line:
  /// `{"t":…,"event":"began"|"ended","item":…,"with":item or "boundary":identifier,"point":[x,y]}`,
  /// the point (in points) on `began` only, the reference bounds' boundary `null`.
  public func contactEventLines() -> [String] {
    contents.animator.contactEvents.map { event in
      var fields = [
        "\"t\":" + Self.decimals(time, places: 3), "\"event\":\"\(event.kind.rawValue)\"",
        "\"item\":\(Self.identifier(of: event.item))",
      ]
      switch event.partner {
      case .item(let other): fields.append("\"with\":\(Self.identifier(of: other))")
      case .boundary(let identifier): fields.append("\"boundary\":" + (identifier.map(Self.jsonString) ?? "null"))
      }
      if let point = event.point {
        fields.append(
          "\"point\":[" + Self.decimals(point.x, places: 3) + "," + Self.decimals(point.y, places: 3) + "]")
      }
      return "{" + fields.joined(separator: ",") + "}"
    }
  }

  /// `text` as a JSON string literal.
  static func jsonString(_ text: String) -> String {
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case _ where scalar.value < 0x20:
        quoted +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }
}
