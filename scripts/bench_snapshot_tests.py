#!/usr/bin/env python3
"""`make bench`: how long a snapshot test takes with Easel on Linux.

    scripts/bench_snapshot_tests.py EASEL [RUNS]

Runs Examples/Forecast's swift-snapshot-testing suite (11 XCTest cases, 13 image assertions,
iPhone screens at 3x) unchanged through `easel test --suites`, in a copy of the example, RUNS
times after one run that builds it, and reports XCTest's own time per test and per assertion
(p50 over the runs); then `easel test --previews` over the example's previews. For scale: a
snapshot test on an iPhone simulator takes about 0.6 s (the issue's figure for the simulator;
no simulator runs on Linux to measure it beside).
"""
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ASSERTIONS = 13


def main():
    easel = os.path.abspath(sys.argv[1])
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    work = tempfile.mkdtemp(prefix="easel-bench-suites-")
    example = os.path.join(work, "Forecast")
    shutil.copytree(os.path.join(ROOT, "Examples/Forecast"), example, ignore=shutil.ignore_patterns(".build"))
    try:
        started = time.time()
        subprocess.run([easel, "test", "--suites"], cwd=example, capture_output=True, text=True)
        print(f"first run (builds the example and its suite): {time.time() - started:.1f} s")
        suite, whole = [], []
        pattern = re.compile(r"Test Suite 'All tests' (?:passed|failed) .*\n\s+Executed (\d+) tests?, with \d+ failures? .* in ([\d.]+) \(")
        for _ in range(runs):
            started = time.time()
            result = subprocess.run([easel, "test", "--suites"], cwd=example, capture_output=True, text=True)
            whole.append(time.time() - started)
            found = pattern.search(result.stdout + result.stderr)
            if not found:
                print("could not read XCTest's time:\n" + (result.stdout + result.stderr)[-2000:])
                return 1
            suite.append((int(found.group(1)), float(found.group(2))))
        tests = suite[0][0]
        seconds = statistics.median(t for _, t in suite)
        print(f"XCTest: {tests} tests in {seconds:.2f} s (p50 of {runs}): "
              f"{seconds / tests * 1000:.0f} ms per test, {seconds / ASSERTIONS * 1000:.0f} ms per image assertion "
              f"(the simulator: about 600 ms per test)")
        print(f"`easel test --suites` end to end (nothing to build): p50 {statistics.median(whole):.2f} s")
        previews = []
        subprocess.run([easel, "test", "--previews", "--record"], cwd=example, capture_output=True, text=True)
        for _ in range(runs):
            started = time.time()
            subprocess.run([easel, "test", "--previews"], cwd=example, capture_output=True, text=True)
            previews.append(time.time() - started)
        print(f"`easel test --previews` (2 previews, iPhone 16 at 3x), end to end: p50 {statistics.median(previews):.2f} s")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
