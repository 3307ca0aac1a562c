#!/usr/bin/env python3
"""Writes the image decoding fixtures: good pictures and hostile files. Run from this folder."""
import struct
import subprocess
import zlib


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png(width, height, rows):
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    raw = b"".join(b"\0" + row for row in rows)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


# 12 x 8: the top quarter red, the rest blue, the right-hand column half transparent green
rows = []
for y in range(8):
    row = b""
    for x in range(12):
        row += bytes([0, 255, 0, 128]) if x == 11 else bytes([255, 0, 0, 255]) if y < 2 else bytes([0, 0, 255, 255])
    rows.append(row)
good = png(12, 8, rows)
open("marked.png", "wb").write(good)
open("truncated.png", "wb").write(good[: len(good) - 30])
# a header claiming 100000 x 100000 pixels (40 GB of RGBA) over a tiny body
open("huge.png", "wb").write(png(100000, 100000, [b"\0" * 4]))
open("empty.png", "wb").write(b"")
open("text.png", "wb").write(b"hello, I am not a picture\n")
# a JPEG of the same picture by ImageMagick, and its first half
subprocess.run(["convert", "marked.png", "-background", "white", "-flatten", "-quality", "95", "marked.jpg"],
               check=True)
jpeg = open("marked.jpg", "rb").read()
open("truncated.jpg", "wb").write(jpeg[: len(jpeg) // 2])
open("garbage.jpg", "wb").write(b"\xff\xd8\xff" + bytes(range(256)) * 4)
