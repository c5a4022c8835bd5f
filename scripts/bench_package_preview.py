#!/usr/bin/env python3
"""Time to the first frame of `easel preview` in a user's package, run by `make bench` under
an X server: from the command's start until the window of the package's first preview is on
screen.

  bench_package_preview.py EASEL_BINARY PACKAGE_FOLDER

Cold: the package's preview host removed first, so `easel` builds it (every dependency,
Easel and swift-syntax included) before the window opens. Warm: run again with nothing
changed, so nothing is built. Prints one JSON line.
"""
import json
import shutil
import subprocess
import sys
import time
from pathlib import Path


def first_frame_seconds(easel, package):
    start = time.time()
    process = subprocess.Popen([easel, "preview", "--package-path", package],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while process.poll() is None and time.time() - start < 1800:
            found = subprocess.run(["xdotool", "search", "--name", r"\.swift:[0-9]+\)"],
                                   capture_output=True, text=True).stdout.strip()
            if found:
                return time.time() - start
            time.sleep(0.02)
        return None
    finally:
        process.terminate()
        process.wait()


def main():
    easel, package = sys.argv[1], sys.argv[2]
    shutil.rmtree(Path(package) / ".build" / "easel-previews", ignore_errors=True)
    cold = first_frame_seconds(easel, package)
    warm = first_frame_seconds(easel, package)
    print(json.dumps({"package": Path(package).name, "cold_first_frame_s": cold and round(cold, 2),
                      "warm_first_frame_s": warm and round(warm, 2)}))
    return 0 if cold and warm else 1


if __name__ == "__main__":
    sys.exit(main())
