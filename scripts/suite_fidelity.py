#!/usr/bin/env python3
"""How close Easel's snapshots come to references recorded on an iPhone simulator.

    scripts/suite_fidelity.py PROJECT [ARTIFACTS]

After `easel test --suites` in PROJECT has failed against a suite's simulator references,
pairs each reference in the project's `__Snapshots__/` folders with the snapshot Easel took
(in ARTIFACTS, default PROJECT/.build/easel-test/suites) and prints, per image and over all:
whether the sizes match, the share of pixels within CIE ΔE 1994 of 2, 5 and 10 (the
swift-snapshot-testing `perceptualPrecision` 0.98, 0.95 and 0.90), and SSIM (8×8 windows, on
luminance). The share within a ΔE is the `precision` a test would need at that perceptual
precision to pass.
"""
import os
import sys

import numpy as np
from PIL import Image


def lab(rgb):
    c = rgb / 255.0
    c = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    m = np.array([[0.4124564, 0.3575761, 0.1804375], [0.2126729, 0.7151522, 0.0721750], [0.0193339, 0.1191920, 0.9503041]])
    xyz = c @ m.T / np.array([0.95047, 1.0, 1.08883])
    f = np.where(xyz > 216 / 24389, np.cbrt(xyz), (24389 / 27 * xyz + 16) / 116)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], axis=-1)


def delta_e94(a, b):
    dl = a[..., 0] - b[..., 0]
    c1 = np.hypot(a[..., 1], a[..., 2])
    c2 = np.hypot(b[..., 1], b[..., 2])
    dc = c1 - c2
    dh2 = np.maximum((a[..., 1] - b[..., 1]) ** 2 + (a[..., 2] - b[..., 2]) ** 2 - dc ** 2, 0)
    return np.sqrt(dl ** 2 + (dc / (1 + 0.045 * c1)) ** 2 + dh2 / (1 + 0.015 * c1) ** 2)


def ssim(a, b):
    ya = (a @ np.array([0.299, 0.587, 0.114]))
    yb = (b @ np.array([0.299, 0.587, 0.114]))
    h, w = (ya.shape[0] // 8) * 8, (ya.shape[1] // 8) * 8
    if h == 0 or w == 0:
        return float("nan")
    blocks = lambda y: y[:h, :w].reshape(h // 8, 8, w // 8, 8).swapaxes(1, 2).reshape(-1, 64)
    x, y = blocks(ya), blocks(yb)
    mx, my = x.mean(1), y.mean(1)
    vx, vy = x.var(1), y.var(1)
    cov = ((x - mx[:, None]) * (y - my[:, None])).mean(1)
    c1, c2 = (0.01 * 255) ** 2, (0.03 * 255) ** 2
    return float((((2 * mx * my + c1) * (2 * cov + c2)) / ((mx ** 2 + my ** 2 + c1) * (vx + vy + c2))).mean())


def flat(path):
    image = Image.open(path).convert("RGBA")
    white = Image.new("RGBA", image.size, (255, 255, 255, 255))
    return np.asarray(Image.alpha_composite(white, image).convert("RGB"), dtype=np.float64)


def main():
    project = os.path.abspath(sys.argv[1])
    artifacts = sys.argv[2] if len(sys.argv) > 2 else os.path.join(project, ".build/easel-test/suites")
    rows = []
    for folder, _, files in os.walk(project):
        if "/.build" in folder or os.path.basename(os.path.dirname(folder)) != "__Snapshots__":
            continue
        for name in sorted(files):
            if not name.endswith(".png"):
                continue
            ours = os.path.join(artifacts, os.path.basename(folder), name)
            if not os.path.exists(ours):
                continue
            a, b = flat(os.path.join(folder, name)), flat(ours)
            label = f"{os.path.basename(folder)}/{name}"
            if a.shape != b.shape:
                rows.append((label, False, None))
                print(f"{label}: size {a.shape[1]}×{a.shape[0]} (reference) vs {b.shape[1]}×{b.shape[0]} (Easel)")
                continue
            d = delta_e94(lab(a), lab(b))
            shares = [(d <= limit).mean() for limit in (2, 5, 10)]
            s = ssim(a, b)
            rows.append((label, True, (shares, s)))
            print(f"{label}: within ΔE 2/5/10: {shares[0]:.3f}/{shares[1]:.3f}/{shares[2]:.3f}, SSIM {s:.3f}")
    same = [r[2] for r in rows if r[1]]
    print(f"\n{len(rows)} snapshots, {len(same)} of the reference's size")
    if same:
        for index, limit in enumerate((2, 5, 10)):
            values = sorted(v[0][index] for v in same)
            print(f"  within ΔE {limit}: median {np.median(values):.3f}, lowest {values[0]:.3f}")
        print(f"  SSIM: median {np.median([v[1] for v in same]):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
