import Physics

// MARK: - Checks

extension Rect {
  /// This rectangle checked for `call` (see `InputCheck`): nil when a corner or size value is not
  /// finite; a negative width or height is 0 and a value beyond the limit clamped.
  func checked(in call: String) -> Rect? {
    let sizes = 0...InputCheck.limit
    guard let corner = InputCheck.checked(Vector2(origin.x, origin.y), "origin", in: call),
      let width = InputCheck.checked(size.width, "width", in: call, range: sizes),
      let height = InputCheck.checked(size.height, "height", in: call, range: sizes)
    else { return nil }
    return Rect(x: corner.x, y: corner.y, width: width, height: height)
  }
}
