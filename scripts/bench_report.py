#!/usr/bin/env python3
"""Tables for `make bench`: Easel beside its peers from one run, with ratios (Easel ÷ peer).

  bench_report.py scene EASEL.json PEERS.json OUTDIR
  bench_report.py signin EASEL-SIGNIN.json
"""
import io
import json
import statistics
import sys
import time


def scene(easel_path, peers_path, out):
    easel = json.load(open(easel_path))
    peers = json.load(open(peers_path))
    groups = ["frame", "gradient", "rrects", "circles", "stars", "text"]

    def ms(result, group):
        if not isinstance(result, dict) or "error" in result:
            return None
        return result["frame_ms"] if group == "frame" else result.get("groups_ms", {}).get(group)

    one, two = easel["threads_1"], easel["threads_2"]
    names = [n for n in ("blend2d", "skia", "cairo") if n in peers]
    print("| group | Easel 1 thread ms | Easel 2 threads ms | " + " | ".join(f"{n} ms" for n in names)
          + " | Easel 1T ÷ Blend2D | Easel 2T ÷ Blend2D |")
    print("|---" * (5 + len(names)) + "|")
    for g in groups:
        e1, e2 = ms(one, g), ms(two, g)
        peer = [ms(peers[n], g) for n in names]
        b = ms(peers.get("blend2d"), g)
        cells = [f"{v:.2f}" if v is not None else "–" for v in [e1, e2] + peer]
        r1 = f"{e1 / b:.2f}" if e1 and b else "–"
        r2 = f"{e2 / b:.2f}" if e2 and b else "–"
        print(f"| {g} | " + " | ".join(cells) + f" | {r1} | {r2} |")
    for n in peers:
        if isinstance(peers[n], dict) and "error" in peers[n]:
            print(f"\n{n}: not measured ({peers[n]['error']})")
    try:
        import numpy as np
        from PIL import Image
        ours = np.asarray(Image.open(f"{out}/easel-scene.png").convert("RGBA"), dtype=np.int16)
        ref = np.asarray(Image.open(f"{out}/peers/blend2d.png").convert("RGBA"), dtype=np.int16)
        diff = np.abs(ours[:, :, :3] - ref[:, :, :3])
        print(f"\nEaselvs Blend2D frame: mean per-channel difference {diff.mean():.3f} (max {diff.max()}) of 255"
              .replace("Easelvs", "Easel vs"))
        png = easel.get("png", {})
        if png:
            print_png_comparison("the scene frame", png, f"{out}/easel-scene.png")
    except Exception as error:  # a peer's PNG or numpy/Pillow missing
        print(f"\n(frame comparison skipped: {error})")


def pillow_encode(path):
    """Pillow's default PNG encode (level 6, adaptive filters) of the same pixels, in memory:
    median milliseconds of 5 and the size. The frame is opaque, so Pillow gets it as RGB, as
    Easel writes it."""
    from PIL import Image
    image = Image.open(path).convert("RGB")
    times = []
    for _ in range(5):
        buffer = io.BytesIO()
        start = time.perf_counter()
        image.save(buffer, format="PNG")
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), len(buffer.getvalue())


def print_png_comparison(what, png, path):
    pillow_ms, pillow_bytes = pillow_encode(path)
    print(f"PNG encode of {what}: Easel {png['encode_ms']:.1f} ms, {png['bytes']} bytes; "
          f"Pillow {pillow_ms:.1f} ms, {pillow_bytes} bytes; time ratio {png['encode_ms'] / pillow_ms:.2f} "
          f"(goal at most 0.5), size ratio {png['bytes'] / pillow_bytes:.2f} (goal at most 1.1)")


def signin(easel_path):
    """The seed SignIn screen at iPhone 16 3x: render and PNG encode, beside Pillow."""
    easel = json.load(open(easel_path))
    print(f"SignIn at {easel['pixels']}: layout {easel['layout_ms']:.2f} ms, render {easel['render_ms']:.2f} ms "
          f"({easel['render_1_thread_ms']:.2f} ms on one thread)")
    try:
        print_png_comparison("the SignIn screen", easel, easel["png"])
    except Exception as error:  # Pillow missing
        print(f"(PNG comparison skipped: {error})")


if __name__ == "__main__":
    if sys.argv[1] == "scene":
        scene(*sys.argv[2:5])
    elif sys.argv[1] == "signin":
        signin(sys.argv[2])
