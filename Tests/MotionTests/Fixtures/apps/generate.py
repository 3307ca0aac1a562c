#!/usr/bin/env python3
"""Writes the phone-app fixtures in this folder from one known motion (run it again: same bytes).

The motion, 4 s at 100 Hz (401 rows), the phone held in front of the face:
    pitch(t) = 40° − 20° cos(πt/2)   (top edge raised: 20° at t=0, 40° at t=1 and 3, 60° at t=2)
    roll(t)  = 30° sin(πt/2)         (right edge lowered 30° at t=1, raised 30° at t=3)
    yaw(t)   = 0.1 + 0.05 sin(πt/2) rad
in the iOS CoreMotion convention. Gravity in device axes, in g (iOS: pulls down):
    g = (cos p sin r, −sin p, −cos p cos r)
Each app writes it in its own format and convention:
- Sensor Logger iPhone: iOS attitude and gravity (m/s², points down), `time` epoch ns.
- Sensor Logger Android: pitch and yaw negated, gravity pointing up; Gravity.csv starts a row
  earlier (seconds_elapsed −0.01), as the Android app does.
- Sensor Logger iPhone with "Standardise Units & Frames" on (Metadata standardisation true):
  Android's conventions in the iPhone's column order.
- Physics Toolbox g-force (Android): g-force = −g in g, 3 decimals, a blank first line and a
  trailing comma, time in seconds from 0.003.
- phyphox "Acceleration with g": −g × 9.80665 m/s², in its three export styles.
The iPhone folder's Accelerometer.csv (the hand's acceleration only) is there to be refused, the
Android folder's TotalAcceleration.csv (gravity plus the hand's 0.2 sin(10πt) m/s² along x, zero
at whole seconds) to be read. The quaternion columns are written for the format's sake; Tumble does not read them.
"""
import math
import os

G = 9.80665
RATE = 100
ROWS = 4 * RATE + 1
EPOCH_NS = 1733054400000000000  # 2024-12-01 12:00 UTC
HERE = os.path.dirname(os.path.abspath(__file__))


def pose(t):
    s = math.sin(math.pi * t / 2)
    pitch = math.radians(40 - 20 * math.cos(math.pi * t / 2))
    return pitch, math.radians(30 * s), 0.1 + 0.05 * s


def gravity(t):
    p, r, _ = pose(t)
    return (math.cos(p) * math.sin(r), -math.sin(p), -math.cos(p) * math.cos(r))


def hand(t):
    return 0.2 * math.sin(10 * math.pi * t)


def quaternion(pitch, roll, yaw):
    """q = qz(yaw) · qx(pitch) · qy(roll) as (qx, qy, qz, qw)."""
    def mul(a, b):
        ax, ay, az, aw = a
        bx, by, bz, bw = b
        return (aw * bx + ax * bw + ay * bz - az * by, aw * by - ax * bz + ay * bw + az * bx,
                aw * bz + ax * by - ay * bx + az * bw, aw * bw - ax * bx - ay * by - az * bz)
    qz = (0, 0, math.sin(yaw / 2), math.cos(yaw / 2))
    qx = (math.sin(pitch / 2), 0, 0, math.cos(pitch / 2))
    qy = (0, math.sin(roll / 2), 0, math.cos(roll / 2))
    return mul(mul(qz, qx), qy)


def write(name, lines):
    path = os.path.join(HERE, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", newline="") as f:
        f.write("".join(line + "\n" for line in lines))


def num(v):
    return f"{v + 0.0:.9g}"  # + 0.0: no "-0"


def sensor_logger(folder, platform, standardised, android_order):
    android = platform == "android" or standardised
    sign = -1 if android else 1
    write(f"{folder}/Metadata.csv", [
        "version,device name,recording time,platform,appVersion,device id,sensors,sampleRateMs,standardisation",
        f"3,{'Pixel' if platform == 'android' else 'iPhone'},2024-12-01_12-00-00,{platform},1.29.1,0000,"
        f"Orientation|Gravity|Accelerometer|TotalAcceleration,10,{'true' if standardised else 'false'}"])
    if android_order:
        orientation = ["time,seconds_elapsed,qz,qy,qx,qw,roll,pitch,yaw"]
    else:
        orientation = ["time,seconds_elapsed,yaw,qx,qz,roll,qw,qy,pitch"]
    gravity_rows, accel, total = ["time,seconds_elapsed,z,y,x"], ["time,seconds_elapsed,z,y,x"], ["time,seconds_elapsed,z,y,x"]
    first = -1 if platform == "android" else 0
    for i in range(first, ROWS):
        t = i / RATE
        stamp = str(EPOCH_NS + i * 10_000_000)
        gx, gy, gz = (sign * G * c for c in gravity(t))
        gravity_rows.append(",".join([stamp, num(t), num(gz), num(gy), num(gx)]))
        if i < 0:
            continue
        p, r, y = pose(t)
        qx, qy, qz, qw = quaternion(p, r, y)
        ap, ay = (-p, -y) if android else (p, y)
        if android_order:
            cells = [qz, qy, qx, qw, r, ap, ay]
        else:
            cells = [ay, qx, qz, r, qw, qy, ap]
        orientation.append(",".join([stamp, num(t)] + [num(c) for c in cells]))
        ax = hand(t) + 0.0
        accel.append(",".join([stamp, num(t), "0", "0", num(ax)]))
        total.append(",".join([stamp, num(t), num(gz), num(gy), num(gx + ax)]))
    write(f"{folder}/Orientation.csv", orientation)
    write(f"{folder}/Gravity.csv", gravity_rows)
    if platform == "ios" and not standardised:
        write(f"{folder}/Accelerometer.csv", accel)
    if platform == "android":
        write(f"{folder}/TotalAcceleration.csv", total)


def physics_toolbox():
    lines = ["", "time,gFx,gFy,gFz,TgF,"]
    for i in range(ROWS):
        t = i / RATE
        f = [-c for c in gravity(t)]
        lines.append(f"{0.003 + t:.3f}," + ",".join(f"{c + 0.0:.3f}" for c in f) + f",{math.hypot(*f):.3f},")
    write("physics-toolbox.csv", lines)


def java(v, comma):
    """A number as phyphox writes it: 9.095835114E0, or 9,095835114E0 with a decimal comma."""
    mantissa, exponent = f"{v:.9E}".split("E")
    text = f"{mantissa}E{int(exponent)}"
    return text.replace(".", ",") if comma else text


def phyphox(name, delimiter, comma):
    header = ["Time (s)", "Acceleration x (m/s^2)", "Acceleration y (m/s^2)", "Acceleration z (m/s^2)",
              "Absolute acceleration (m/s^2)"]
    lines = [delimiter.join(f'"{h}"' for h in header)]
    for i in range(ROWS):
        t = i / RATE
        a = [-G * c for c in gravity(t)]
        lines.append(delimiter.join(java(v, comma) for v in [t] + a + [math.hypot(*a)]))
    write(name, lines)


sensor_logger("sensorlogger-ios", "ios", standardised=False, android_order=False)
sensor_logger("sensorlogger-android", "android", standardised=False, android_order=True)
sensor_logger("sensorlogger-ios-standardised", "ios", standardised=True, android_order=False)
physics_toolbox()
phyphox("phyphox-comma.csv", ",", comma=False)
phyphox("phyphox-semicolon-decimal-comma.csv", ";", comma=True)
phyphox("phyphox-tab.csv", "\t", comma=False)
phyphox("phyphox-tab-decimal-comma.csv", "\t", comma=True)
