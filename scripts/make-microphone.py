#!/usr/bin/env python3
"""Draws assets/images/microphone@3x.png, @2x and 1x: the custom image of Apple's article
"Aligning views within a stack" (`Image("microphone")`), which Apple does not ship.

The icon is made for Easel, not copied: a 24 x 24 pt microphone in dark grey on transparent,
drawn on a 24-unit grid (a capsule head, a U-shaped holder arc, a stem and a foot, strokes
2 units wide), supersampled 8x and reduced with a Lanczos filter for smooth edges.

Run from the package root:  python3 scripts/make-microphone.py   (needs `pip install pillow`)
"""
from pathlib import Path

from PIL import Image, ImageDraw

POINTS = 24                      # the image's size in points, as SwiftUI would read it at 1x
SUPERSAMPLE = 8                  # drawing resolution per output pixel, for anti-aliasing
INK = (58, 58, 60, 255)          # iOS "systemGray" dark: #3A3A3C, reads as dark grey on white
STROKE = 2                       # stroke width in grid units (points)


def draw(pixels_per_point: int) -> Image.Image:
    unit = pixels_per_point * SUPERSAMPLE          # canvas pixels per grid unit
    size = POINTS * unit
    canvas = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    pen = ImageDraw.Draw(canvas)

    def box(x0, y0, x1, y1):
        return [round(x0 * unit), round(y0 * unit), round(x1 * unit) - 1, round(y1 * unit) - 1]

    # Head: a capsule 8 wide, 13 tall, fully rounded ends.
    pen.rounded_rectangle(box(8, 1.5, 16, 14.5), radius=4 * unit, fill=INK)
    # Holder: the lower half of a circle of radius 7 around (12, 11), stroked.
    pen.arc(box(5 - STROKE / 2, 4 - STROKE / 2, 19 + STROKE / 2, 18 + STROKE / 2),
            start=0, end=180, fill=INK, width=STROKE * unit)
    # Holder ends: short vertical stubs so the arc rises to the head's middle height.
    pen.rectangle(box(4, 9, 4 + STROKE, 11.2), fill=INK)
    pen.rectangle(box(20 - STROKE, 9, 20, 11.2), fill=INK)
    # Stem from the bottom of the arc down to the foot, then the foot.
    pen.rectangle(box(11, 18, 13, 21.5), fill=INK)
    pen.rounded_rectangle(box(7.5, 20.5, 16.5, 22.5), radius=unit, fill=INK)

    pixels = POINTS * pixels_per_point
    return canvas.resize((pixels, pixels), Image.LANCZOS)


def main():
    folder = Path(__file__).resolve().parent.parent / "assets" / "images"
    folder.mkdir(parents=True, exist_ok=True)
    for scale, suffix in [(1, ""), (2, "@2x"), (3, "@3x")]:
        path = folder / f"microphone{suffix}.png"
        draw(scale).save(path, optimize=True)
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
