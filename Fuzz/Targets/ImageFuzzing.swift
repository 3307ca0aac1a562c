import Canvas
import Playground

/// A PNG or JPEG picture read as `--stickers-from DIR` reads it (the only picture in the folder,
/// decoded under the caps on size and pixels), then drawn as the sticker pixel modes draw it: its
/// look's pixels at a few diameters and angles, the picture scaled to each.
enum ImageFuzzing {
  /// The diameters drawn, from none to larger than most pictures that get through.
  static let diameters = [0, 1, 2, 3, 7, 16, 33]

  /// `input` as `picture.png` (the decoder goes by the bytes, not the name), loaded and drawn.
  static func load(_ input: [UInt8]) {
    ScratchFolder.with { folder in
      ScratchFolder.write(input, to: "picture.png", in: folder)
      guard let set = try? StickerSet.pictures(in: folder) else { return }
      fuzzCheck(set.looks.count == 1, "one picture makes one sticker")
      let look = set.looks[0]
      fuzzCheck(look.picture != nil, "a picture's sticker has the picture")
      for diameter in diameters {
        for angle in [0, 1.3, -4] {
          let image = look.pixels(diameter: diameter, angle: angle)
          fuzzCheck(image.width == diameter && image.height == diameter, "the pixels are diameter square")
        }
      }
    }
  }
}
