import Canvas
import Foundation
import ImageDecoding
import Testing

@Suite("Decoding PNG and JPEG stickers, and refusing broken files")
struct ImageDecoderTests {
  static func fixture(_ name: String) -> String {
    Bundle.module.path(forResource: "Fixtures/\(name)", ofType: nil) ?? "missing \(name)"
  }

  @Test("a PNG decodes to its pixels: the red top rows, the blue rest and the half-clear green column")
  func png() throws {
    let image = try ImageDecoder.load(path: Self.fixture("marked.png"))
    #expect(image.width == 12 && image.height == 8)
    #expect(image[0, 0] == (255, 0, 0, 255))
    #expect(image[5, 6] == (0, 0, 255, 255))
    #expect(image[11, 4] == (0, 255, 0, 128))
  }

  @Test("a JPEG decodes to its pixels, within JPEG's loss")
  func jpeg() throws {
    let image = try ImageDecoder.load(path: Self.fixture("marked.jpg"))
    #expect(image.width == 12 && image.height == 8)
    let top = image[4, 0]
    let bottom = image[4, 7]
    #expect(top.red > 180 && top.blue < 90 && top.alpha == 255, "\(top)")
    #expect(bottom.blue > 180 && bottom.red < 90, "\(bottom)")
  }

  @Test(
    "a broken file is one clear error naming it, never a crash",
    arguments: [
      ("truncated.png", "end of data"), ("truncated.jpg", "JPEG"), ("garbage.jpg", "JPEG"),
      ("huge.png", "100000x100000"),
      ("empty.png", "empty"), ("text.png", "not a PNG or JPEG"),
    ])
  func broken(name: String, says: String) {
    let path = Self.fixture(name)
    #expect {
      _ = try ImageDecoder.load(path: path)
    } throws: { error in
      guard let error = error as? ImageDecodeError else { return false }
      return error.file == path && !error.reason.isEmpty && error.reason.contains(says) && !error.reason.contains("\n")
    }
  }

  @Test("a file that is not there says so")
  func missing() {
    #expect(throws: ImageDecodeError(file: "/nonexistent/x.png", reason: "cannot be read", isMissing: true)) {
      _ = try ImageDecoder.load(path: "/nonexistent/x.png")
    }
  }
}
