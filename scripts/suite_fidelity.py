#!/usr/bin/env python3
"""How close Easel's snapshots come to references recorded on an iPhone simulator: the
fidelity harness over real snapshot-test suites.

    scripts/suite_fidelity.py PROJECT [ARTIFACTS] [--scale N] [--worst DIR]

After `easel test --suites` in PROJECT has failed against a suite's simulator references,
pairs each reference in the project's `__Snapshots__/` folders with the snapshot Easel took
(in ARTIFACTS, default PROJECT/.build/easel-test/suites) and prints, per image and over all:
whether the sizes match, the share of pixels within CIE ΔE 1994 of 2, 5 and 10 (the
swift-snapshot-testing `perceptualPrecision` 0.98, 0.95 and 0.90), and SSIM (8×8 windows, on
luminance), and the displacement of matched ink boxes (connected marks — glyphs, icons,
edges — paired with the nearest mark of about the same size in the other image, in points at
`--scale`, default 3). The share within a ΔE is the `precision` a test would need at that
perceptual precision to pass. With `--worst DIR`, the five pairs of lowest SSIM are written
there side by side (reference | Easel | difference) to look at.
"""
import os
import sys

import numpy as np
from PIL import Image, ImageChops
from scipy import ndimage


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


def ink_boxes(rgb, minimum=12):
    """Bounding boxes (y0, x0, y1, x1) of the marks that stand out from the background (the
    most common colour), at least `minimum` pixels each."""
    flat_pixels = rgb.reshape(-1, 3).astype(np.int64)
    keys = flat_pixels[:, 0] * 65536 + flat_pixels[:, 1] * 256 + flat_pixels[:, 2]
    values, counts = np.unique(keys, return_counts=True)
    background = values[np.argmax(counts)]
    back = np.array([background // 65536, (background // 256) % 256, background % 256])
    mask = np.abs(rgb - back).sum(axis=2) > 60
    labels, count = ndimage.label(mask)
    boxes = []
    sizes = ndimage.sum(mask, labels, range(1, count + 1)) if count else []
    for index, found in enumerate(ndimage.find_objects(labels)):
        if found is None or sizes[index] < minimum:
            continue
        boxes.append((found[0].start, found[1].start, found[0].stop, found[1].stop))
    return boxes


def box_offsets(reference, new, scale):
    """Per reference box, the distance in points to the nearest box of similar size in `new`."""
    if not reference or not new:
        return []
    theirs = np.array([((b[0] + b[2]) / 2, (b[1] + b[3]) / 2, b[2] - b[0], b[3] - b[1]) for b in new], dtype=np.float64)
    offsets = []
    for box in reference:
        cy, cx, h, w = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2, box[2] - box[0], box[3] - box[1]
        similar = (theirs[:, 2] >= h * 0.6) & (theirs[:, 2] <= h / 0.6 + 1) & (theirs[:, 3] >= w * 0.6) & (theirs[:, 3] <= w / 0.6 + 1)
        if not similar.any():
            continue
        distances = np.hypot(theirs[similar, 0] - cy, theirs[similar, 1] - cx) / scale
        nearest = distances.min()
        if nearest <= 40:
            offsets.append(nearest)
    return offsets


def flat(path):
    image = Image.open(path).convert("RGBA")
    white = Image.new("RGBA", image.size, (255, 255, 255, 255))
    return np.asarray(Image.alpha_composite(white, image).convert("RGB"), dtype=np.float64)


def main():
    arguments = sys.argv[1:]
    scale, worst_folder = 3.0, None
    if "--scale" in arguments:
        at = arguments.index("--scale")
        scale = float(arguments[at + 1])
        del arguments[at:at + 2]
    if "--worst" in arguments:
        at = arguments.index("--worst")
        worst_folder = arguments[at + 1]
        del arguments[at:at + 2]
    project = os.path.abspath(arguments[0])
    artifacts = arguments[1] if len(arguments) > 1 else os.path.join(project, ".build/easel-test/suites")
    rows = []
    pairs = []
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
            offsets = box_offsets(ink_boxes(a), ink_boxes(b), scale)
            offset = float(np.median(offsets)) if offsets else float("nan")
            rows.append((label, True, (shares, s, offset)))
            pairs.append((s, os.path.join(folder, name), ours, label))
            print(f"{label}: within ΔE 2/5/10: {shares[0]:.3f}/{shares[1]:.3f}/{shares[2]:.3f}, SSIM {s:.3f}, "
                  f"ink boxes {len(offsets)} matched, median offset {offset:.2f} pt")
    same = [r[2] for r in rows if r[1]]
    print(f"\n{len(rows)} snapshots, {len(same)} of the reference's size")
    if same:
        for index, limit in enumerate((2, 5, 10)):
            values = sorted(v[0][index] for v in same)
            print(f"  within ΔE {limit}: median {np.median(values):.3f}, lowest {values[0]:.3f}")
        print(f"  SSIM: median {np.median([v[1] for v in same]):.3f}")
        offsets = [v[2] for v in same if v[2] == v[2]]
        if offsets:
            print(f"  ink box offset: median {np.median(offsets):.2f} pt")
    if worst_folder and pairs:
        os.makedirs(worst_folder, exist_ok=True)
        for rank, (_, reference, ours, label) in enumerate(sorted(pairs)[:5]):
            left, right = Image.open(reference).convert("RGB"), Image.open(ours).convert("RGB")
            difference = ImageChops.difference(left, right)
            sheet = Image.new("RGB", (left.width * 3 + 20, left.height), (136, 136, 136))
            for column, image in enumerate([left, right, difference]):
                sheet.paste(image, (column * (left.width + 10), 0))
            path = os.path.join(worst_folder, f"{rank + 1}-" + label.replace("/", "-"))
            sheet.save(path)
            print(f"worst {rank + 1}: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
