/// What a live source asks the user to do before its first sample: for a listening source the URL
/// to type into the phone's app (also drawn as a QR code), and a few lines of steps.
public struct LiveTiltInvitation: Equatable, Sendable {
  /// The URL the phone's app sends to, such as `http://192.168.1.20:8000/k3x9q2m7w4z8`, if any.
  public var url: String?
  /// What to do in the app, and where the source listens or polls.
  public var lines: [String]

  /// An invitation from its parts.
  public init(url: String?, lines: [String]) {
    self.url = url
    self.lines = lines
  }
}
