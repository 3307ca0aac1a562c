#!/usr/bin/env python3
"""Generates Tumble's sample tilt recordings in this folder, deterministically.

    python3 Assets/tilt/generate.py

Each recording is Tumble's tilt CSV at 100 Hz: t in seconds, pitch, roll and yaw in radians
(iOS attitude: pitch > 0 raises the top edge, roll > 0 lowers the right edge), and the gravity
vector gx, gy, gz in g with the iOS sign, g = (cos p sin r, -sin p, -cos p cos r). Hand tremor
comes from a fixed linear congruential generator, so every run writes the same bytes.
"""

import math
import os

RATE = 100  # samples per second, as CoreMotion gives them to the sticker demo


class Tremor:
    """Small deterministic noise: a linear congruential generator with a fixed seed."""

    def __init__(self, seed):
        self.state = seed

    def __call__(self, amplitude):
        self.state = (self.state * 1103515245 + 12345) % 2**31
        return (self.state / 2**31 - 0.5) * 2 * amplitude


def smoothstep(edge0, edge1, x):
    """0 before edge0, 1 after edge1, a smooth ramp between."""
    x = min(max((x - edge0) / (edge1 - edge0), 0.0), 1.0)
    return x * x * (3 - 2 * x)


def sway(t, tremor):
    """Held at 35 degrees toward the face, rocked slowly left and right (period 5 s)."""
    pitch = 0.6 + 0.05 * math.sin(2 * math.pi * t / 7) + tremor(0.004)
    roll = 0.45 * math.sin(2 * math.pi * t / 5) + tremor(0.004)
    yaw = 0.1 * math.sin(2 * math.pi * t / 11)
    return pitch, roll, yaw


def figure_eight(t, tremor):
    """The top edge traces a figure eight (period 8 s), passing through flat twice a loop."""
    roll = 0.5 * math.sin(2 * math.pi * t / 8) + tremor(0.003)
    pitch = 0.35 * math.sin(4 * math.pi * t / 8) + tremor(0.003)
    return pitch, roll, 0.0


def shake(t, tremor):
    """Held nearly upright and still for 1 s, shaken left and right at 4 Hz for 3 s, then still."""
    envelope = smoothstep(1.0, 1.3, t) * (1 - smoothstep(3.7, 4.0, t))
    roll = envelope * (0.6 * math.sin(2 * math.pi * 4 * (t - 1)) + tremor(0.05)) + tremor(0.003)
    pitch = 1.2 + envelope * (0.1 * math.sin(2 * math.pi * 8 * (t - 1)) + tremor(0.03)) + tremor(0.003)
    return pitch, roll, 0.0


RECORDINGS = [
    ("sway.csv", 20, sway, 1, [
        "A slow sway: the phone held at 35 degrees toward the face (pitch 0.6 rad, wobbling",
        "0.05 rad every 7 s) and rocked left and right, roll 0.45 rad every 5 s. Gravity swings",
        "about straight down; under the seed mapping from about 0.9 to 2.2 rad.",
    ]),
    ("figure-eight.csv", 16, figure_eight, 2, [
        "A figure eight: roll 0.5 rad with period 8 s, pitch 0.35 rad at twice that frequency,",
        "two loops. The phone passes through flat twice a loop, so the seed mapping's angle",
        "sweeps all the way round (crossing the jump at +-pi) while the physical pull fades.",
    ]),
    ("shake.csv", 6, shake, 3, [
        "A shake: held nearly upright (pitch 1.2 rad) and still for 1 s, shaken left and right",
        "at 4 Hz (roll 0.6 rad, with jitter) for 3 s, easing in and out, then still for 2 s.",
    ]),
]


def write(folder, name, seconds, motion, seed, description):
    tremor = Tremor(seed)
    lines = ["# Tumble tilt recording, made by Assets/tilt/generate.py: %s" % name]
    lines += ["# " + line for line in description]
    lines += [
        "# 100 Hz; t in seconds, pitch/roll/yaw in radians (iOS attitude), gx,gy,gz in g (iOS sign).",
        "t,pitch,roll,yaw,gx,gy,gz",
    ]
    for index in range(seconds * RATE + 1):
        t = index / RATE
        pitch, roll, yaw = motion(t, tremor)
        gx = math.cos(pitch) * math.sin(roll)
        gy = -math.sin(pitch)
        gz = -math.cos(pitch) * math.cos(roll)
        cells = ["%.2f" % t] + ["%.6f" % value for value in (pitch, roll, yaw, gx, gy, gz)]
        lines.append(",".join(cells).replace("-0.000000", "0.000000"))
    with open(os.path.join(folder, name), "w", newline="\n") as file:
        file.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    for name, seconds, motion, seed, description in RECORDINGS:
        write(here, name, seconds, motion, seed, description)
