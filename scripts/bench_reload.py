#!/usr/bin/env python3
"""Live previews: save -> new pixels on screen, as `easel preview` reports each reload.

  bench_reload.py EASEL_BINARY [EDITS] [MEMORY_EDITS]

`make bench` runs this under Xvfb (or the current display). Two projects, each copied to a
temporary folder first (the examples are never edited):

- Examples/Recipes (a Swift package) with a counter view added to its RecipeUI target: the
  counter is tapped three times (its button turns green), then EDITS literal edits (the bar's
  height) and EDITS body edits (the bar's colour) are saved one after another. After each the
  button must still be green: the state was kept.
- Examples/Notes (an Xcode project, Core Data): EDITS literal edits (the navigation title) and
  EDITS body edits (the row title's font).

Each figure is the one the supervisor prints, `Reloaded NAME in N ms (literal|body|restart)`:
from the file change it saw to the worker's answer, sent after the new frame is on the X server.
After each Recipes edit the window's bar (above the tapped button) is compared, pixel for
pixel, with a fresh `easel snapshot` of the saved code at the window's scale: a reload shows
what a new preview of the code would show.

Memory: after the timed edits, MEMORY_EDITS (200) more literal edits are saved to the Recipes
preview and the preview process's resident memory is read (/proc/PID/status) after the 10th
and the last; body edits start a new preview process each, so only literal edits could grow it.
Goals (issue 34): literal edits <= 100 ms, body edits <= 1 s (goal 300 ms).
There is no peer for this on Linux (Xcode's previews and Flutter's hot reload are not on this
machine); the figures are reported against the goals.
"""
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

COUNTER = """import SwiftUI

struct BenchCounter: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 0) {
            Rectangle().fill(%(color)s).frame(height: %(height)d)
            Button {
                count += 1
            } label: {
                Text("Tap")
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .contentShape(Rectangle())
            }
            .background(count >= 3 ? Color.green : Color.red)
        }
    }
}

#Preview("Bench counter") {
    BenchCounter()
}
"""


def xdotool(*args):
    return subprocess.run(["xdotool", *args], capture_output=True, text=True).stdout.strip()


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def pixel(window, x, y):
    """The window's colour at (x, y), as 0-255 RGB."""
    with tempfile.NamedTemporaryFile(suffix=".txt") as out:
        subprocess.run(["import", "-window", window, "-crop", f"1x1+{x}+{y}", "-depth", "8", "txt:" + out.name], check=True,
                       capture_output=True)
        text = open(out.name).read()
    match = re.search(r"\((\d+),(\d+),(\d+)", text.split("\n")[1])
    return tuple(int(value) for value in match.groups())


def capture(window, path):
    subprocess.run(["import", "-window", window, "png:" + path], check=True, capture_output=True)


def bar_differs(window, easel, text, scratch):
    """How many pixels of the window's bar (points 0-392 x 59-258) differ from a fresh snapshot
    of the saved code, made in a copy of the project (the live preview's build is left alone);
    the button below the bar shows tapped state a fresh preview does not have."""
    shown, fresh = os.path.join(scratch, "shown.png"), os.path.join(scratch, "fresh.png")
    capture(window, shown)
    copy = os.path.join(scratch, "RecipesFresh")
    with open(os.path.join(copy, "Sources/RecipeUI/BenchCounter.swift"), "w") as f:
        f.write(text)
    subprocess.run([easel, "snapshot", "Bench counter", "--scale", "1", "--output", fresh], cwd=copy, check=True,
                   capture_output=True)
    result = subprocess.run(["compare", "-metric", "AE", "-extract", "393x200+0+59", shown, fresh, "null:"],
                            capture_output=True, text=True)
    try:
        return int(float(result.stderr.split()[0]))
    except (ValueError, IndexError):
        raise RuntimeError("compare: " + result.stderr)


def worker_memory_mb(supervisor):
    """The resident memory of the preview process the supervisor runs, in MB."""
    children = subprocess.run(["pgrep", "-P", str(supervisor.pid)], capture_output=True, text=True).stdout.split()
    for child in children:
        try:
            for line in open(f"/proc/{child}/status"):
                if line.startswith("VmRSS:"):
                    return round(int(line.split()[1]) / 1024, 1)
        except OSError:
            continue
    return None


def is_green(color):
    return color[1] > 150 and color[0] < 120 and color[2] < 140


class LivePreview:
    """One `easel preview NAME` in a project folder, its printed lines collected."""

    def __init__(self, easel, folder, name):
        self.lines = []
        self.process = subprocess.Popen([easel, "preview", name], cwd=folder, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, text=True)
        threading.Thread(target=self._read, daemon=True).start()
        self.window = None
        deadline = time.time() + 300
        while time.time() < deadline and not self.window:
            self.window = xdotool("search", "--name", re.escape(name) + " \\(").split("\n")[0] or None
            time.sleep(0.1)
        if not self.window:
            raise TimeoutError(f"no window for {name}")

    def _read(self):
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))

    def save(self, path, text):
        """Writes the file as editors do (a new file moved over the old) and waits for the reload."""
        seen = len(self.lines)
        temporary = path + ".tmp"
        with open(temporary, "w") as f:
            f.write(text)
        os.replace(temporary, path)
        deadline = time.time() + 60
        while time.time() < deadline:
            for line in self.lines[seen:]:
                match = re.match(r"Reloaded .* in (\d+) ms \((\w+)\)", line)
                if match:
                    return int(match.group(1)), match.group(2)
                if line.startswith("Build failed") or line.startswith("Preview stopped"):
                    raise RuntimeError(line)
            time.sleep(0.005)
        raise TimeoutError("no reload after a save")

    def close(self):
        self.process.terminate()
        self.process.wait()


def summary(times, kinds, goal):
    return {"p50_ms": statistics.median(times), "p95_ms": percentile(times, 0.95), "count": len(times),
            "kinds": sorted(set(kinds)), "goal_ms": goal}


def bench_recipes(easel, edits, scratch, memory_edits):
    folder = os.path.join(scratch, "Recipes")
    shutil.copytree(os.path.join(ROOT, "Examples/Recipes"), folder, ignore=shutil.ignore_patterns(".build"))
    path = os.path.join(folder, "Sources/RecipeUI/BenchCounter.swift")
    with open(path, "w") as f:
        f.write(COUNTER % {"color": "Color.blue", "height": 200})
    shutil.copytree(folder, os.path.join(scratch, "RecipesFresh"))
    preview = LivePreview(easel, folder, "Bench counter")
    try:
        time.sleep(1.0)
        for _ in range(3):
            xdotool("mousemove", "--window", preview.window, "196", "600", "click", "1")
            time.sleep(0.15)
        time.sleep(0.3)
        color = pixel(preview.window, 196, 600)
        if not is_green(color):
            subprocess.run(["import", "-window", preview.window, os.path.join(scratch, "..", "bench-reload-taps.png")])
            raise RuntimeError(f"three taps did not turn the button green: {color}")
        result = {}
        for label, edit, goal in (("literal", lambda i: {"color": "Color.blue", "height": 201 + i}, 100),
                                  ("body", lambda i: {"color": "Color.orange" if i % 2 == 0 else "Color.blue", "height": 200}, 1000)):
            times, kinds, kept, same = [], [], 0, 0
            for index in range(edits):
                milliseconds, kind = preview.save(path, COUNTER % edit(index))
                times.append(milliseconds)
                kinds.append(kind)
                kept += is_green(pixel(preview.window, 196, 600))
                same += bar_differs(preview.window, easel, COUNTER % edit(index), scratch) == 0
            result[label] = summary(times, kinds, goal)
            result[label]["state_kept"] = f"{kept}/{edits}"
            result[label]["pixels_equal_fresh_snapshot"] = f"{same}/{edits}"
        if memory_edits:
            memory = {}
            for index in range(memory_edits):
                preview.save(path, COUNTER % {"color": "Color.blue", "height": 300 + index % 200})
                if index + 1 in (10, memory_edits):
                    memory[f"after_{index + 1}_literal_edits_mb"] = worker_memory_mb(preview.process)
            result["preview_process_memory"] = memory
        return result
    finally:
        preview.close()


def bench_notes(easel, edits, scratch):
    folder = os.path.join(scratch, "Notes")
    shutil.copytree(os.path.join(ROOT, "Examples/Notes"), folder, ignore=shutil.ignore_patterns(".build"))
    path = os.path.join(folder, "Notes/ContentView.swift")
    original = open(path).read()
    preview = LivePreview(easel, folder, "ContentView")
    try:
        time.sleep(1.0)
        result = {}
        for label, edit, goal in (
                ("literal", lambda i: original.replace('.navigationTitle("Notes")', f'.navigationTitle("Notes {i}")'), 100),
                ("body", lambda i: original.replace(".font(.headline)", ".font(.title3)" if i % 2 == 0 else ".font(.headline)"), 1000)):
            times, kinds = [], []
            for index in range(edits):
                milliseconds, kind = preview.save(path, edit(index))
                times.append(milliseconds)
                kinds.append(kind)
            result[label] = summary(times, kinds, goal)
        return result
    finally:
        preview.close()


def main():
    easel = os.path.abspath(sys.argv[1])
    edits = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    memory_edits = int(sys.argv[3]) if len(sys.argv) > 3 else 200
    scratch = tempfile.mkdtemp(prefix="easel-bench-reload-")
    try:
        report = {"benchmark": "reload", "edits_each": edits,
                  "Examples/Recipes (package)": bench_recipes(easel, edits, scratch, memory_edits),
                  "Examples/Notes (Xcode project)": bench_notes(easel, edits, scratch)}
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print(json.dumps(report, indent=2))
    for project in ("Examples/Recipes (package)", "Examples/Notes (Xcode project)"):
        for label in ("literal", "body"):
            figures = report[project][label]
            verdict = "within" if figures["p95_ms"] <= figures["goal_ms"] else "OVER"
            print(f"{project} {label} edits: p50 {figures['p50_ms']} ms, p95 {figures['p95_ms']} ms "
                  f"({verdict} the {figures['goal_ms']} ms goal; reloads: {', '.join(figures['kinds'])})"
                  + (f"; state kept {figures['state_kept']}, pixels as a fresh snapshot {figures['pixels_equal_fresh_snapshot']}"
                     if "state_kept" in figures else ""))
    memory = report["Examples/Recipes (package)"].get("preview_process_memory")
    if memory:
        print("Preview process memory: " + ", ".join(f"{key.replace('_', ' ')} {value}" for key, value in memory.items()))


if __name__ == "__main__":
    main()
