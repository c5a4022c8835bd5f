#!/usr/bin/env python3
"""The reload fuzzer: random edits of a view file saved one after another into a live
`easel preview`, checking after each that the window answered as it should and that the
viewer never died.

  fuzz_reload.py EASEL_BINARY [EDITS] [SEED]

Edits, drawn at random: a literal change, a body change, a broken file (a syntax error, a type
error), a crash in the view's code, a hang (rare: each costs the 8 s the supervisor waits), a
half-written save (the first half, then the whole a moment later), an unchanged save, and a
save of the good file. After each save the supervisor must print its verdict — `Reloaded …`,
`Build failed: …` or `Preview stopped: …` — the one the edit calls for, and still be running.
A summary (counts by kind and outcome, and every mismatch) is printed at the end; the exit
status is 1 when the viewer died or an edit got the wrong answer.
"""
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

TEMPLATE = """import SwiftUI

struct FuzzView: View {
    @State private var count = 0

    var body: some View {
        %(extra)s
        VStack(spacing: %(spacing)d) {
            Rectangle().fill(%(color)s).frame(height: %(height)d)
            Text("%(title)s")
                .font(.%(font)s)
            Button("Tap %(label)s") { count += 1 }
        }
    }
}

#Preview("Fuzz") {
    FuzzView()
}
"""

COLORS = ["Color.blue", "Color.orange", "Color.green", "Color.purple", "Color.pink", "Color.teal"]
FONTS = ["body", "headline", "title", "caption", "title3"]


def good(rng, base=None):
    values = dict(base or {"extra": "", "spacing": 8, "color": "Color.blue", "height": 120, "title": "Hello",
                           "font": "body", "label": "me"})
    values["extra"] = ""
    return values


def describe(line):
    """`Reloaded (body)`, `Build failed`, `Preview stopped`, `died`."""
    if line == "VIEWER DIED":
        return "died"
    if line.startswith("Reloaded"):
        return "Reloaded (" + re.search(r"\((\w+)\)$", line).group(1) + ")"
    return line.split(":")[0]


def main():
    easel = os.path.abspath(sys.argv[1])
    edits = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 20261207
    rng = random.Random(seed)
    scratch = tempfile.mkdtemp(prefix="easel-fuzz-reload-")
    folder = os.path.join(scratch, "Fuzz")
    os.makedirs(os.path.join(folder, "Sources/FuzzUI"))
    with open(os.path.join(folder, "Package.swift"), "w") as f:
        f.write('// swift-tools-version:5.9\nimport PackageDescription\n\n'
                'let package = Package(name: "Fuzz", targets: [.target(name: "FuzzUI")])\n')
    path = os.path.join(folder, "Sources/FuzzUI/FuzzView.swift")
    state = good(rng)
    with open(path, "w") as f:
        f.write(TEMPLATE % state)

    lines = []
    viewer = subprocess.Popen([easel, "preview", "Fuzz"], cwd=folder, stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True)
    threading.Thread(target=lambda: [lines.append(l.rstrip("\n")) for l in viewer.stdout], daemon=True).start()
    deadline = time.time() + 300
    while time.time() < deadline and not subprocess.run(["xdotool", "search", "--name", "Fuzz \\("],
                                                         capture_output=True, text=True).stdout.strip():
        time.sleep(0.2)
    time.sleep(1)

    def save(text):
        temporary = path + ".tmp"
        with open(temporary, "w") as f:
            f.write(text)
        os.replace(temporary, path)

    def verdict(seen, timeout):
        end = time.time() + timeout
        while time.time() < end:
            for line in lines[seen:]:
                if re.match(r"(Reloaded .* in \d+ ms \(\w+\)|Build failed: |Preview stopped: )", line):
                    return line
            if viewer.poll() is not None:
                return "VIEWER DIED"
            time.sleep(0.01)
        return None

    counts, mismatches, died = {}, [], False
    last_good = dict(state)
    broken = False      # the window shows a banner over the last good code
    stopped = False     # the preview process is gone until the next good build
    for index in range(edits):
        kind = rng.choices(["literal", "body", "syntax", "type", "crash", "hang", "half", "same", "good"],
                           weights=[30, 25, 8, 6, 6, 1, 10, 4, 10])[0]
        values = dict(last_good)
        expect = "Reloaded"
        if kind == "literal":
            values["height"] = rng.randint(40, 300)
            values["title"] = rng.choice(["Hello", "Bonjour", "Hallo", "Ciao", "Hej", "Olá"]) + str(rng.randint(0, 99))
        elif kind == "body":
            values["color"] = rng.choice([c for c in COLORS if c != values["color"]])
            values["font"] = rng.choice(FONTS)
        elif kind == "syntax":
            values["extra"] = rng.choice(["let = 5", "#error(\"fuzz\")", "let y: Int = \"no\"", "undefinedFunction()"])
            expect = "Build failed"
        elif kind == "type":
            values["extra"] = "let z: String = count + 1"
            expect = "Build failed"
        elif kind == "crash":
            values["extra"] = "let _: Int = count >= 0 ? Int(\"not a number\")! : 0"
            values["color"] = rng.choice(COLORS)
            expect = "Preview stopped"
        elif kind == "hang":
            values["extra"] = "let _: Int = { var i = 0; while count >= 0 { i += 1 }; return i }()"
            values["color"] = rng.choice(COLORS)
            expect = "Preview stopped"
        elif kind == "same":
            values = dict(last_good)
        text = TEMPLATE % values
        if kind == "same" and not broken and not stopped:
            # Nothing changed: the supervisor may say nothing, or reload to the same pixels.
            seen = len(lines)
            save(text)
            line = verdict(seen, 3)
            outcome = "quiet" if line is None else describe(line)
            counts[(kind, outcome)] = counts.get((kind, outcome), 0) + 1
            if line == "VIEWER DIED":
                died = True
                break
            continue
        seen = len(lines)
        if kind == "half":
            values["color"] = rng.choice([c for c in COLORS if c != values["color"]])
            text = TEMPLATE % values
            with open(path, "w") as f:
                f.write(text[: len(text) // 2])
                f.flush()
                time.sleep(0.004)
                f.write(text[len(text) // 2:])
        else:
            save(text)
        line = verdict(seen, 60 if kind != "hang" else 40)
        outcome = "none" if line is None else describe(line)
        counts[(kind, outcome)] = counts.get((kind, outcome), 0) + 1
        if line == "VIEWER DIED" or viewer.poll() is not None:
            died = True
            break
        if line is None or not line.startswith(expect):
            mismatches.append((index, kind, expect, line))
        if expect == "Reloaded" and line and line.startswith("Reloaded"):
            last_good = values
            broken = stopped = False
        elif expect == "Build failed":
            broken = True
        elif expect == "Preview stopped":
            stopped = True
            last_good = dict(values, extra="")
    alive = viewer.poll() is None
    viewer.terminate()
    try:
        viewer.wait(10)
    except subprocess.TimeoutExpired:
        viewer.kill()
    shutil.rmtree(scratch, ignore_errors=True)
    print(f"{edits} edits (seed {seed}); viewer {'alive at the end' if alive and not died else 'DIED'}")
    for (kind, outcome), count in sorted(counts.items()):
        print(f"  {kind:8s} -> {outcome:20s} {count}")
    print(f"{len(mismatches)} edits answered otherwise than expected")
    for mismatch in mismatches[:20]:
        print("  ", mismatch)
    sys.exit(1 if died or mismatches else 0)


if __name__ == "__main__":
    main()
