import CImageShim
import Canvas
import Foundation

/// Reads PNG and JPEG files into plain RGBA pixels, with libpng and libjpeg-turbo.
///
/// Every failure is a `ImageDecodeError` naming the file and the reason; a
/// file or picture over the caps is refused before it is decoded.
public enum ImageDecoder {
  /// The longest side accepted, in pixels.
  public static let maximumSide = 8192
  /// The most pixels accepted (64 MB of RGBA).
  public static let maximumPixels = 16 * 1024 * 1024
  /// The largest file accepted, in bytes.
  public static let maximumFileSize = 32 * 1024 * 1024

  /// Decodes the PNG or JPEG image in `bytes`; `file` names it in errors.
  public static func decode(_ bytes: [UInt8], file: String) throws(ImageDecodeError) -> RGBAImage {
    var result = cimage_result()
    let status = bytes.withUnsafeBufferPointer { buffer in
      cimage_decode(buffer.baseAddress, buffer.count, Int32(maximumSide), maximumPixels, &result)
    }
    defer { cimage_free(&result) }
    guard status == 0, let pixels = result.pixels else {
      let message = withUnsafeBytes(of: result.message) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      throw ImageDecodeError(file: file, reason: message.isEmpty ? "cannot be decoded" : message)
    }
    let count = Int(result.width) * Int(result.height) * 4
    let image = RGBAImage(
      width: Int(result.width), height: Int(result.height),
      bytes: Array(UnsafeBufferPointer(start: pixels, count: count)))
    guard let image else { throw ImageDecodeError(file: file, reason: "cannot be decoded") }
    return image
  }

  /// Reads and decodes the image file at `path`.
  public static func load(path: String) throws(ImageDecodeError) -> RGBAImage {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw ImageDecodeError(
        file: path, reason: "cannot be read", isMissing: !FileManager.default.fileExists(atPath: path))
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
    } catch {
      throw ImageDecodeError(file: path, reason: "cannot be read")
    }
    guard data.count <= maximumFileSize else {
      throw ImageDecodeError(file: path, reason: "the file is over \(maximumFileSize / 1024 / 1024) MB")
    }
    return try decode(Array(data), file: path)
  }
}

/// An image that could not be read or decoded: the file and why.
public struct ImageDecodeError: Error, Equatable, Sendable {
  /// The file.
  public var file: String
  /// Why, in a few words (libpng's or libjpeg's own message for a broken image).
  public var reason: String
  /// Whether the file is not there at all.
  public var isMissing: Bool

  /// An error from its parts.
  public init(file: String, reason: String, isMissing: Bool = false) {
    self.file = file
    self.reason = reason
    self.isMissing = isMissing
  }
}
