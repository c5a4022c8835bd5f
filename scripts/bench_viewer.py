#!/usr/bin/env python3
"""The preview window's latencies, measured as a person drives it: `make bench` runs this under
Xvfb (or the current display) beside the other benchmarks.

  bench_viewer.py EASEL_BINARY

Every figure comes from the viewer's own latency log (`easel preview --latency-log FILE`):
event received -> layout -> render -> pixels on the server (the viewer's `present` returns
after XSync). xdotool sends each event and the script waits for the viewer to answer it before
sending the next, so no burst is coalesced and every event is measured.

- cold start: process start -> first frame on screen (five launches, median);
- resize: 200 resizes of the SignIn example ("keyboard-adjusting") around 1280x800, p50/p99;
- keyboard toggle: Ctrl+K, 20 times;
- keystroke: a character typed into the SignIn field at iPhone 16 size (393x852), 200 times;
- memory: resident set size after 10 and after 1,000 resizes (a leak shows as growth).
"""
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time


def xdotool(*args):
    return subprocess.run(["xdotool", *args], capture_output=True, text=True).stdout.strip()


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


class Viewer:
    """One `easel preview keyboard-adjusting` process and its latency log."""

    def __init__(self, easel, extra=()):
        self.log = tempfile.NamedTemporaryFile(prefix="easel-latency-", suffix=".log", delete=False).name
        self.started = time.time()
        self.process = subprocess.Popen([easel, "preview", "keyboard-adjusting", "--latency-log", self.log, *extra],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.window = None
        self.size = None

    def lines(self, key):
        try:
            with open(self.log) as f:
                return [float(line.split()[1]) for line in f if line.startswith(key + " ")]
        except FileNotFoundError:
            return []

    def wait_for(self, key, count, timeout=5.0):
        deadline = time.time() + timeout
        while time.time() < deadline:
            values = self.lines(key)
            if len(values) >= count:
                return values
            time.sleep(0.002)
        raise TimeoutError(f"the viewer did not answer ({key}: {len(self.lines(key))} of {count})")

    def find_window(self):
        deadline = time.time() + 10
        while time.time() < deadline and not self.window:
            self.window = xdotool("search", "--name", "keyboard-adjusting").split("\n")[0] or None
            time.sleep(0.01)
        if not self.window:
            raise TimeoutError("no preview window appeared")
        return self.window

    def rss_kib(self):
        with open(f"/proc/{self.process.pid}/status") as f:
            return int(re.search(r"VmRSS:\s+(\d+)", f.read()).group(1))

    def close(self):
        self.process.terminate()
        self.process.wait()
        os.unlink(self.log)


def cold_start(easel):
    times = []
    for _ in range(5):
        viewer = Viewer(easel)
        first = viewer.wait_for("first-frame-unix-ms", 1)[0]
        times.append(first - viewer.started * 1000)
        viewer.close()
    return statistics.median(times)


def resizes(viewer, count, sizes=((1280, 800), (1270, 790))):
    """Resizes the window `count` times, each to the other size of `sizes` than it has."""
    done = len(viewer.lines("resize-latency-ms"))
    for _ in range(count):
        viewer.size = sizes[1] if viewer.size == sizes[0] else sizes[0]
        xdotool("windowsize", viewer.window, str(viewer.size[0]), str(viewer.size[1]))
        done += 1
        viewer.wait_for("resize-latency-ms", done)
    return viewer.lines("resize-latency-ms")[-count:]


def field_center(easel):
    """The SignIn text field's centre at iPhone 16 size, from `easel layout`."""
    dump = subprocess.run([easel, "layout", "keyboard-adjusting"], capture_output=True, text=True).stdout
    x, y, w, h = map(float, re.search(r"TextField \(([^)]*)\)", dump).group(1).split(", "))
    return int(x + w / 2), int(y + h / 2)


def main():
    easel = sys.argv[1]
    result = {"benchmark": "viewer", "view": "keyboard-adjusting (the seed SignIn example)"}
    result["cold_start_ms"] = cold_start(easel)

    viewer = Viewer(easel)
    viewer.find_window()
    viewer.wait_for("first-frame-unix-ms", 1)
    # Keystrokes first, at the device's own size: click the field (the keyboard rises), type.
    x, y = field_center(easel)
    xdotool("mousemove", "--window", viewer.window, str(x), str(y), "click", "1")
    viewer.wait_for("pointer-latency-ms", 1)
    time.sleep(0.2)  # the release may come in a frame of its own
    keys = []
    for index in range(200):
        xdotool("key", "--window", viewer.window, "a" if index % 20 < 10 else "BackSpace")
        keys = viewer.wait_for("key-latency-ms", index + 1)
    result["keystroke_ms"] = {"p50": statistics.median(keys), "p99": percentile(keys, 0.99), "count": len(keys)}

    toggles = []
    for index in range(20):
        xdotool("key", "--window", viewer.window, "ctrl+k")
        toggles = viewer.wait_for("keyboard-toggle-ms", index + 1)
    result["keyboard_toggle_ms"] = {"p50": statistics.median(toggles), "p99": percentile(toggles, 0.99)}

    resize_times = resizes(viewer, 200)
    result["resize_1280x800_ms"] = {"p50": statistics.median(resize_times), "p99": percentile(resize_times, 0.99),
                                    "count": len(resize_times)}
    resizes(viewer, 10)
    rss_10 = viewer.rss_kib()
    resizes(viewer, 990)
    rss_1000 = viewer.rss_kib()
    result["rss_kib"] = {"after_10_resizes": rss_10, "after_1000_resizes": rss_1000}
    viewer.close()
    print(json.dumps(result))


if __name__ == "__main__":
    main()
