#!/usr/bin/env bash
# Layout benchmark: Easel against Yoga (poga) and Taffy (stretchable) in one run, on the two
# trees of shared/bench/layout_peers.py. Prints a markdown table of median milliseconds and the
# ratios Easel ÷ peer (below 1 means Easel is faster). The machine is shared and noisy: compare
# the ratios of one run, not absolute times across runs.
#
# Usage: scripts/bench-layout.sh [EASEL_BENCH_BINARY]   (default .build/release/easel-bench)
# Environment: PEERS_DIR (default ../shared/bench), PYTHON (default python3).
set -euo pipefail

cd "$(dirname "$0")/.."
binary="${1:-.build/release/easel-bench}"
peers_dir="${PEERS_DIR:-../shared/bench}"
python="${PYTHON:-python3}"

if [[ ! -x "$binary" ]]; then
    echo "bench-layout: no easel-bench at $binary; build it with 'swift build -c release --product easel-bench'." >&2
    exit 1
fi
if [[ ! -f "$peers_dir/layout_peers.py" ]]; then
    echo "bench-layout: $peers_dir/layout_peers.py is missing; set PEERS_DIR to the shared bench folder." >&2
    exit 1
fi
if ! "$python" -c "import poga, stretchable" 2>/dev/null; then
    echo "bench-layout: the peers need Yoga and Taffy's Python bindings: pip install poga stretchable" >&2
    exit 1
fi

easel_json="$("$binary" layout)"

EASEL_JSON="$easel_json" PEERS_DIR="$peers_dir" "$python" - <<'PYTHON'
import json
import os
import sys

sys.path.insert(0, os.environ["PEERS_DIR"])
import layout_peers  # noqa: E402  (the shared peers script; its main block does not run on import)

easel = json.loads(os.environ["EASEL_JSON"])
peers = {"Yoga": layout_peers.yoga_suite(), "Taffy": layout_peers.taffy_suite()}
metrics = (("cold_ms", "cold"), ("resize_ms", "resize"), ("nochange_ms", "no-change"))


def ms(value):
    return f"{value:.4f}" if value < 0.01 else f"{value:.3f}"


def ratio(mine, theirs):
    return f"{mine / theirs:.2f}×" if theirs > 0 else "n/a"


print("| tree | engine | nodes | cold ms | resize ms | no-change ms | root box |")
print("|---|---|---|---|---|---|---|")
for tree in ("huge_nested", "settings"):
    rows = [("Easel", easel[tree])] + [(name, result[tree]) for name, result in peers.items()]
    for name, x in rows:
        root = tuple(round(float(v), 1) for v in x["root"])
        print(f"| {tree} | {name} | {x['nodes']} | {ms(x['cold_ms'])} | {ms(x['resize_ms'])} | "
              f"{ms(x['nochange_ms'])} | {root} |")
print()
print("Ratios, Easel time ÷ peer time (below 1: Easel is faster):")
print()
print("| tree | peer | cold | resize | no-change |")
print("|---|---|---|---|---|")
for tree in ("huge_nested", "settings"):
    for name, result in peers.items():
        cells = " | ".join(ratio(easel[tree][key], result[tree][key]) for key, _ in metrics)
        print(f"| {tree} | {name} | {cells} |")
print()
print("Easel's node count includes one node per frame and padding modifier; the no-change row is "
      "each engine's cache-hit path (Easel: PreviewHost.layoutIfNeeded() with nothing changed).")
PYTHON
