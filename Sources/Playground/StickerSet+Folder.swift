import Canvas
import Foundation
import ImageDecoding

// MARK: - Pictures from a folder

extension StickerSet {
  /// The most pictures read from a folder.
  public static let maximumPictures = 256

  /// A sticker for every PNG and JPEG picture in `folder` (by name, at most `maximumPictures`), each a disc of
  /// its average colour with `●` where a mode cannot show pictures.
  public static func pictures(in folder: String) throws(PlaygroundError) -> StickerSet {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else { throw .missingFile(folder) }
    guard isFolder.boolValue else { throw .badData(file: folder, line: 0, message: "expected a folder of pictures") }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder).filter(isPictureName).sorted()
    } catch {
      throw .missingFile(folder)
    }
    guard !names.isEmpty else {
      throw .badData(file: folder, line: 0, message: "no PNG or JPEG pictures (.png, .jpg, .jpeg) in the folder")
    }
    var looks: [StickerLook] = []
    for name in names.prefix(maximumPictures) {
      let picture = try StickerPicture.load(path: (folder as NSString).appendingPathComponent(name))
      let title = (name as NSString).deletingPathExtension
      looks.append(
        StickerLook(
          name: title, glyph: "●", glyphWidth: 1, fallback: "o", color: picture.averageColor, picture: picture))
    }
    return StickerSet(looks: looks)
  }
}

extension StickerPicture {
  /// The picture in the PNG or JPEG file at `path`.
  static func load(path: String) throws(PlaygroundError) -> StickerPicture {
    do {
      return StickerPicture(try ImageDecoder.load(path: path))
    } catch {
      if error.isMissing { throw .missingFile(path) }
      throw .badData(file: path, line: 0, message: error.reason)
    }
  }
}
