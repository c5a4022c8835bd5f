#!/usr/bin/env python3
"""The peer of `easel-bench shadows`: reads its JSON on stdin, draws the same 100 rounded
cards with their shadows with Skia (skia-python): each shadow a rounded rectangle filled
through a Gaussian blur mask filter of the same sigma, then the card over it, on a white
1179x2556 surface; then the material bar at the top: a layer whose backdrop is blurred with
the same sigma and put through a colour matrix (saturation and the mix towards grey, the work
Easel's recipe does per pixel); single-threaded, as many frames as Easel drew. Prints both
sides and the ratio as JSON."""
import json
import sys
import time

scene = json.load(sys.stdin)
try:
    import skia
except ImportError:
    print(json.dumps({"bench": "shadows", "easel_p50_ms": scene["easel_p50_ms"], "skia": "skia-python is not installed"}))
    sys.exit(0)

surface = skia.Surface(scene["width"], scene["height"])
shadow = skia.Paint(Color=skia.Color4f(0, 0, 0, 0.3), AntiAlias=True,
                    MaskFilter=skia.MaskFilter.MakeBlur(skia.kNormal_BlurStyle, scene["sigma"]))
card = skia.Paint(Color=skia.ColorWHITE, AntiAlias=True)
rects = [skia.Rect.MakeXYWH(*r) for r in scene["rects"]]
radius = scene["radius"]
bar = skia.Rect.MakeXYWH(*scene["bar"])
s = scene["barSaturation"]
saturate = [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
            0, 0, 0, 1, 0]
# The plate as a matrix: a quarter of each channel kept, three quarters towards a grey.
plate = [0.25 + 0.75 * 0.2126, 0.75 * 0.7152, 0.75 * 0.0722, 0, 0.1,
         0.75 * 0.2126, 0.25 + 0.75 * 0.7152, 0.75 * 0.0722, 0, 0.1,
         0.75 * 0.2126, 0.75 * 0.7152, 0.25 + 0.75 * 0.0722, 0, 0.1,
         0, 0, 0, 1, 0]
backdrop = skia.ImageFilters.ColorFilter(
    skia.ColorFilters.Matrix(plate),
    skia.ImageFilters.ColorFilter(skia.ColorFilters.Matrix(saturate),
                                  skia.ImageFilters.Blur(scene["barSigma"], scene["barSigma"], skia.TileMode.kClamp)))

def frame():
    canvas = surface.getCanvas()
    canvas.clear(skia.ColorWHITE)
    for rect in rects:
        canvas.drawRoundRect(rect.makeOffset(0, scene["offsetY"]), radius, radius, shadow)
        canvas.drawRoundRect(rect, radius, radius, card)
    canvas.save()
    canvas.clipRect(bar)
    canvas.saveLayer(skia.Canvas.SaveLayerRec(bar, None, backdrop, 0))
    canvas.restore()
    canvas.restore()
    surface.flushAndSubmit()

frame()
times = []
for _ in range(scene["frames"]):
    start = time.perf_counter()
    frame()
    times.append((time.perf_counter() - start) * 1000)
times.sort()
skia_p50 = times[len(times) // 2]
print(json.dumps({"bench": "shadows", "easel_p50_ms": round(scene["easel_p50_ms"], 2),
                  "skia_p50_ms": round(skia_p50, 2), "easel_over_skia": round(scene["easel_p50_ms"] / skia_p50, 2)}))
