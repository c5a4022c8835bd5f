#!/usr/bin/env bash
# `make bench`: Easel beside its peers, in the same run, on the same work. Ratios are
# Easel's time ÷ the peer's (below 1 means Easel is faster). This machine is shared and noisy:
# compare the ratios of one run, not absolute times across runs.
set -uo pipefail
bench="$1"
root="$(cd "$(dirname "$0")/.." && pwd)"
shared="$root/../shared/bench"
out="$root/.build/bench"
mkdir -p "$out"
python=python3

ensure_python_packages() {
  if ! "$python" -c "import $1" 2>/dev/null; then
    echo "Installing the Python peers for the benchmark: $2"
    "$python" -m pip install --quiet $2 || echo "Could not install $2: that peer is skipped."
  fi
}

echo "== Raster: the shared scene (1280×800) =="
ensure_python_packages "blend2d, skia, cairo, PIL, numpy" "numpy pillow blend2d-python skia-python pycairo"
"$bench" scene "$shared/scene.txt" --png "$out/easel-scene.png" > "$out/easel-scene.json" || echo "easel scene bench failed"
"$python" "$shared/peers.py" --png "$out/peers" > "$out/peers.json" || echo "peers failed"
"$python" "$root/scripts/bench_report.py" scene "$out/easel-scene.json" "$out/peers.json" "$out"

echo
echo "== Text =="
"$bench" text > "$out/easel-text.json" && cat "$out/easel-text.json"

echo
echo "== Layout: Yoga's huge nested tree and a settings list =="
ensure_python_packages "poga, stretchable" "poga stretchable"
if [ -x "$root/scripts/bench-layout.sh" ]; then
  "$root/scripts/bench-layout.sh" "$bench"
fi
