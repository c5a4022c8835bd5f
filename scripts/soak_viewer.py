#!/usr/bin/env python3
"""A soak test of the preview window, run by `make bench` under Xvfb: a person who will not
stop resizing, toggling and clicking.

  soak_viewer.py EASEL_BINARY [SECONDS]

1. 1,000 resizes to random sizes (with a few huge and tiny ones), each waited for;
2. 1,000 keyboard toggles (Ctrl+K), each waited for;
3. random clicks, typing, editing keys and viewer shortcuts for SECONDS (default 60).

Resident memory is read when step 1 ends, a minute in, and at the end. It passes when the
viewer never stopped, the end's memory is back within 10% of the minute's, and the window,
put back in the state a fresh preview starts in, shows the same pixels as `easel snapshot`.
Prints one JSON line; the exit status is 1 when a check failed.
"""
import json
import random
import re
import subprocess
import sys
import tempfile
import time

PREVIEW, DEVICE_SIZE = "sign-in-live", (393, 852)


def xdotool(*args):
    return subprocess.run(["xdotool", *args], capture_output=True, text=True).stdout.strip()


class Viewer:
    def __init__(self, easel):
        self.log = tempfile.NamedTemporaryFile(prefix="easel-soak-", suffix=".log", delete=False).name
        self.process = subprocess.Popen([easel, "preview", PREVIEW, "--latency-log", self.log],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline, self.window = time.time() + 15, None
        while time.time() < deadline and not self.window:
            self.window = xdotool("search", "--pid", str(self.process.pid)).split("\n")[0] or None
            time.sleep(0.05)
        if not self.window:
            raise SystemExit("no preview window appeared")

    def count(self, key):
        with open(self.log) as f:
            return sum(1 for line in f if line.startswith(key + " "))

    def wait_for(self, key, count, timeout=10.0):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.count(key) >= count:
                return True
            if self.process.poll() is not None:
                return False
            time.sleep(0.002)
        return False

    def alive(self):
        return self.process.poll() is None

    def rss_kib(self):
        with open(f"/proc/{self.process.pid}/status") as f:
            return int(re.search(r"VmRSS:\s+(\d+)", f.read()).group(1))


def mean_difference(a, b):
    """Mean absolute difference per channel of two PNGs of the same size (ImageMagick)."""
    out = subprocess.run(["compare", "-metric", "MAE", a, b, "null:"], capture_output=True, text=True).stderr
    match = re.search(r"\(([0-9.e-]+)\)", out)
    return float(match.group(1)) * 255 if match else float("inf")


def main():
    easel, seconds = sys.argv[1], float(sys.argv[2]) if len(sys.argv) > 2 else 60
    rng = random.Random(20261123)
    viewer = Viewer(easel)
    viewer.wait_for("first-frame-ms", 1)
    result = {"benchmark": "viewer-soak", "rss_kib": {"start": viewer.rss_kib()}}
    started = time.time()

    # 1. Resizes, waited for one by one (a burst would be coalesced into one frame).
    resizes = 0
    for index in range(1000):
        if not viewer.alive():
            break
        roll = rng.random()
        size = (rng.choice([1, 2, 32767]), rng.choice([1, 5000, 32767])) if roll < 0.02 else \
            (rng.randint(120, 1500), rng.randint(120, 1100))
        xdotool("windowsize", viewer.window, str(size[0]), str(size[1]))
        resizes += 1
        viewer.wait_for("resize-latency-ms", resizes, timeout=30)
    result["rss_kib"]["after_resizes"] = viewer.rss_kib() if viewer.alive() else None

    # 2. Keyboard toggles.
    for index in range(1000):
        if not viewer.alive():
            break
        xdotool("key", "--window", viewer.window, "ctrl+k")
        viewer.wait_for("keyboard-toggle-ms", index + 1)

    # 3. Random input; viewer shortcuts are counted so their state can be put back.
    shortcuts = {"ctrl+d": 0, "ctrl+u": 0, "ctrl+g": 0, "ctrl+f": 0, "ctrl+k": 0}
    minute_rss = None
    events = 0
    end = time.time() + seconds
    while time.time() < end and viewer.alive():
        if minute_rss is None and time.time() - started >= 60:
            minute_rss = viewer.rss_kib()
        roll = rng.random()
        if roll < 0.45:
            xdotool("mousemove", "--window", viewer.window, str(rng.randint(0, 1500)), str(rng.randint(0, 1100)), "click", "1")
        elif roll < 0.8:
            xdotool("type", "--window", viewer.window, rng.choice(["a", "Ada", "é", "中", "42", " "]))
        elif roll < 0.95:
            xdotool("key", "--window", viewer.window, rng.choice(["BackSpace", "Delete", "Left", "Right", "Home", "End", "Return", "Tab"]))
        else:
            key = rng.choice(list(shortcuts))
            shortcuts[key] += 1
            xdotool("key", "--window", viewer.window, key)
        events += 1
    if minute_rss is None and viewer.alive():
        minute_rss = viewer.rss_kib()
    result["events"] = {"resizes": resizes, "keyboard_toggles": 1000, "random": events}

    checks = {"never_stopped": viewer.alive()}
    if viewer.alive():
        # Put the window back as a fresh preview starts: shortcuts toggled back, the device's
        # size, the view itself made fresh by going to the next preview and back.
        for key, count in shortcuts.items():
            if count % 2:
                xdotool("key", "--window", viewer.window, key)
        xdotool("windowsize", viewer.window, str(DEVICE_SIZE[0]), str(DEVICE_SIZE[1]))
        time.sleep(0.5)
        xdotool("key", "--window", viewer.window, "ctrl+n")
        xdotool("key", "--window", viewer.window, "ctrl+p")
        time.sleep(1.0)
        end_rss = viewer.rss_kib()
        result["rss_kib"].update({"after_first_minute": minute_rss, "end": end_rss})
        checks["memory_back_within_10_percent"] = end_rss <= minute_rss * 1.1
        with tempfile.TemporaryDirectory() as folder:
            window_png, snapshot_png = f"{folder}/window.png", f"{folder}/snapshot.png"
            subprocess.run(["import", "-window", viewer.window, window_png], check=False)
            subprocess.run([easel, "snapshot", PREVIEW, "--scale", "1", "--output", snapshot_png],
                           capture_output=True, check=False)
            difference = mean_difference(window_png, snapshot_png)
        result["window_vs_snapshot_mean_difference"] = difference
        checks["repaints_correctly"] = difference < 1.0
        viewer.process.terminate()
        viewer.process.wait()
    else:
        result["exit_status"] = viewer.process.returncode
        result["stderr"] = viewer.process.stderr.read().decode(errors="replace")[-2000:]
    result["checks"] = checks
    print(json.dumps(result))
    sys.exit(0 if all(checks.values()) else 1)


if __name__ == "__main__":
    main()
