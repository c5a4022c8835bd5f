#!/usr/bin/env python3
"""Time to the first frame of `easel preview` in a user's package or Xcode project, run by
`make bench` under an X server: from the command's start until the window of the project's
first preview is on screen.

  bench_package_preview.py EASEL_BINARY FOLDER...

Each FOLDER is a package's or an Xcode project's folder; `easel preview` runs in it, as a user
runs it. Cold: the preview build removed first, so `easel` builds the project's code (against
the prebuilt runtime beside EASEL_BINARY) before the window opens. Warm: run again with nothing
changed, so nothing is built. Prints one JSON line per folder.
"""
import json
import shutil
import subprocess
import sys
import time
from pathlib import Path


def first_frame_seconds(easel, folder):
    start = time.time()
    process = subprocess.Popen([easel, "preview"], cwd=folder,
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
    easel, folders = str(Path(sys.argv[1]).resolve()), sys.argv[2:]
    failed = False
    for folder in folders:
        shutil.rmtree(Path(folder) / ".build" / "easel-previews", ignore_errors=True)
        cold = first_frame_seconds(easel, folder)
        warm = first_frame_seconds(easel, folder)
        print(json.dumps({"project": Path(folder).name, "cold_first_frame_s": cold and round(cold, 2),
                          "warm_first_frame_s": warm and round(warm, 2)}), flush=True)
        failed = failed or not (cold and warm)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
