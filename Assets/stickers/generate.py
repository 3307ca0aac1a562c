#!/usr/bin/env python3
"""Draws Tumble's picture stickers (original drawings, nothing copied) into this folder.

Each picture is a full square (a round sticker shows the circle inside it),
drawn four times larger and scaled down with a Lanczos filter for smooth
edges. Needs Pillow (`pip install pillow`). Run from anywhere:
    python3 Assets/stickers/generate.py
"""
import math
import os

from PIL import Image, ImageDraw

SIDE = 96
SCALE = 4
S = SIDE * SCALE
HERE = os.path.dirname(os.path.abspath(__file__))


def canvas(background):
    image = Image.new("RGB", (S, S), background)
    return image, ImageDraw.Draw(image)


def circle(draw, x, y, r, fill, outline=None, width=0):
    draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=outline, width=width)


def star_points(cx, cy, outer, inner, points=5, turn=-math.pi / 2):
    result = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = turn + i * math.pi / points
        result.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return result


def face(draw, cx, cy, size, eye="#1d1d1d", cheeks=None):
    """Two eyes and a smile, centred on (cx, cy), `size` across."""
    for side in (-1, 1):
        circle(draw, cx + side * size * 0.18, cy - size * 0.08, size * 0.06, eye)
        if cheeks:
            circle(draw, cx + side * size * 0.3, cy + size * 0.08, size * 0.07, cheeks)
    w = size * 0.22
    draw.arc((cx - w, cy - w * 0.6, cx + w, cy + w * 0.9), 20, 160, fill=eye, width=int(size * 0.04))


def star():
    image, draw = canvas("#1b2a6b")
    for x, y in ((60, 70), (300, 50), (330, 300), (70, 320), (200, 40)):
        circle(draw, x, y, 6, "#ffffff")
    draw.polygon(star_points(S / 2, S / 2 + 10, 170, 75), fill="#ffd23f", outline="#e0a800", width=10)
    face(draw, S / 2, S / 2 + 30, 200, cheeks="#ff8c69")
    return image


def heart():
    image, draw = canvas("#ffc2d4")
    circle(draw, S * 0.35, S * 0.38, S * 0.2, "#e0245e")
    circle(draw, S * 0.65, S * 0.38, S * 0.2, "#e0245e")
    draw.polygon([(S * 0.16, S * 0.45), (S * 0.84, S * 0.45), (S * 0.5, S * 0.86)], fill="#e0245e")
    circle(draw, S * 0.32, S * 0.32, S * 0.05, "#ff8fb1")
    return image


def sun():
    image, draw = canvas("#4cc9f0")
    for i in range(12):
        a = i * math.pi / 6
        tip = (S / 2 + 185 * math.cos(a), S / 2 + 185 * math.sin(a))
        left = (S / 2 + 110 * math.cos(a - 0.25), S / 2 + 110 * math.sin(a - 0.25))
        right = (S / 2 + 110 * math.cos(a + 0.25), S / 2 + 110 * math.sin(a + 0.25))
        draw.polygon([left, tip, right], fill="#ff9f1c")
    circle(draw, S / 2, S / 2, 125, "#ffd23f", outline="#ff9f1c", width=10)
    face(draw, S / 2, S / 2 + 10, 230, cheeks="#ff7b54")
    return image


def note():
    image, draw = canvas("#7b61ff")
    draw.rectangle((215, 80, 240, 280), fill="#ffffff")
    draw.polygon([(215, 80), (320, 110), (320, 160), (240, 135)], fill="#ffffff")
    circle(draw, 190, 285, 55, "#ffffff")
    circle(draw, 110, 110, 14, "#c9bfff")
    circle(draw, 300, 300, 10, "#c9bfff")
    return image


def flower():
    image, draw = canvas("#57cc99")
    for i in range(8):
        a = i * math.pi / 4
        circle(draw, S / 2 + 105 * math.cos(a), S / 2 + 105 * math.sin(a), 70, "#ff6fb5")
    circle(draw, S / 2, S / 2, 80, "#ffd23f")
    face(draw, S / 2, S / 2 + 8, 150)
    return image


def planet():
    image, draw = canvas("#0b132b")
    for x, y, r in ((50, 60, 6), (320, 70, 5), (90, 330, 4), (340, 320, 7), (200, 30, 4)):
        circle(draw, x, y, r, "#ffffff")
    draw.ellipse((30, 160, 354, 230), outline="#f4d35e", width=18)
    circle(draw, S / 2, S / 2, 110, "#ee6c4d")
    draw.chord((S / 2 - 110, S / 2 - 110, S / 2 + 110, S / 2 + 110), 200, 340, fill="#f7a072")
    draw.arc((30, 160, 354, 230), 0, 180, fill="#f4d35e", width=18)
    return image


def bike():
    image, draw = canvas("#2a9d8f")
    for x in (110, 275):
        circle(draw, x, 250, 72, None, outline="#1d1d1d", width=16)
        circle(draw, x, 250, 10, "#1d1d1d")
    frame = [(110, 250), (175, 160), (255, 160), (275, 250), (195, 250), (175, 160)]
    draw.line(frame, fill="#ffd23f", width=18, joint="curve")
    draw.line([(195, 250), (255, 160)], fill="#ffd23f", width=18)
    draw.line([(175, 160), (165, 125)], fill="#1d1d1d", width=14)
    draw.rectangle((140, 112, 200, 128), fill="#1d1d1d")
    draw.line([(255, 160), (250, 120), (285, 110)], fill="#1d1d1d", width=14)
    return image


def orange():
    image, draw = canvas("#ffe8a3")
    circle(draw, S / 2, S / 2, 160, "#f77f00")
    circle(draw, S / 2, S / 2, 140, "#fcbf49")
    for i in range(8):
        a = i * math.pi / 4
        draw.pieslice((S / 2 - 125, S / 2 - 125, S / 2 + 125, S / 2 + 125), math.degrees(a) + 4,
                      math.degrees(a + math.pi / 4) - 4, fill="#ff9e00")
    circle(draw, S / 2, S / 2, 18, "#fff3d6")
    return image


def cherry():
    image, draw = canvas("#fdf0d5")
    draw.line([(140, 250), (210, 90), (260, 240)], fill="#386641", width=14, joint="curve")
    draw.polygon([(210, 90), (290, 60), (250, 110)], fill="#6a994e")
    for x, y in ((140, 260), (262, 250)):
        circle(draw, x, y, 78, "#c1121f")
        circle(draw, x - 25, y - 28, 16, "#ff6b6b")
    return image


def cat():
    image, draw = canvas("#ffd6a5")
    draw.polygon([(80, 170), (110, 40), (190, 110)], fill="#f4a261")
    draw.polygon([(304, 170), (274, 40), (194, 110)], fill="#f4a261")
    circle(draw, S / 2, 225, 135, "#f4a261")
    for side in (-1, 1):
        circle(draw, S / 2 + side * 55, 205, 22, "#1d1d1d")
        circle(draw, S / 2 + side * 50, 198, 7, "#ffffff")
        for dy in (-12, 12):
            draw.line([(S / 2 + side * 70, 265), (S / 2 + side * 150, 265 + dy * 2)], fill="#6d4c41", width=6)
    draw.polygon([(S / 2 - 16, 245), (S / 2 + 16, 245), (S / 2, 262)], fill="#e76f51")
    draw.arc((S / 2 - 40, 240, S / 2, 290), 20, 160, fill="#6d4c41", width=7)
    draw.arc((S / 2, 240, S / 2 + 40, 290), 20, 160, fill="#6d4c41", width=7)
    return image


def rocket():
    image, draw = canvas("#14213d")
    for x, y in ((60, 80), (320, 60), (80, 300), (330, 260)):
        circle(draw, x, y, 6, "#ffffff")
    draw.polygon([(150, 300), (192, 360), (234, 300)], fill="#ff9f1c")
    draw.polygon([(192, 40), (250, 140), (250, 300), (134, 300), (134, 140)], fill="#e5e5e5")
    draw.polygon([(192, 40), (250, 140), (134, 140)], fill="#e63946")
    draw.polygon([(134, 230), (90, 310), (134, 300)], fill="#e63946")
    draw.polygon([(250, 230), (294, 310), (250, 300)], fill="#e63946")
    circle(draw, 192, 195, 32, "#8ecae6", outline="#457b9d", width=8)
    return image


def clover():
    image, draw = canvas("#caf0c1")
    for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
        circle(draw, S / 2 + dx * 62, S / 2 - 20 + dy * 62, 78, "#2d9a4e")
    draw.line([(S / 2, S / 2 - 20), (S / 2 + 40, 360)], fill="#2d6a4f", width=16)
    face(draw, S / 2, S / 2 - 10, 150)
    return image


PICTURES = {
    "star": star, "heart": heart, "sun": sun, "note": note, "flower": flower, "planet": planet,
    "bike": bike, "orange": orange, "cherry": cherry, "cat": cat, "rocket": rocket, "clover": clover,
}

for name, draw_picture in PICTURES.items():
    picture = draw_picture().resize((SIDE, SIDE), Image.LANCZOS)
    picture.save(os.path.join(HERE, name + ".png"), optimize=True)
