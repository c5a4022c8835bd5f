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

# Installs one Python module's package when it is missing; a peer that cannot be installed is
# skipped (and said so) without taking the other peers with it.
ensure_python_package() {
  if ! "$python" -c "import $1" 2>/dev/null; then
    echo "Installing the Python package $2 for the benchmark"
    "$python" -m pip install --quiet --disable-pip-version-check --root-user-action=ignore "$2" \
      || echo "Could not install $2: the peer that needs it is skipped."
  fi
}

# pycairo builds against Debian's cairo when no wheel fits.
ensure_cairo_headers() {
  dpkg-query -W -f='${Status}' libcairo2-dev 2>/dev/null | grep -q "install ok installed" && return 0
  if [ "$(id -u)" -eq 0 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends libcairo2-dev pkg-config >/dev/null \
      || echo "Could not install libcairo2-dev: the cairo peer is skipped."
  else
    echo "The cairo peer needs Debian's libcairo2-dev: sudo apt-get install -y libcairo2-dev pkg-config"
  fi
}

echo "== Raster: the shared scene (1280×800) =="
ensure_python_package numpy numpy
ensure_python_package PIL pillow
ensure_python_package blend2d blend2d-python
ensure_python_package skia skia-python
"$python" -c "import cairo" 2>/dev/null || ensure_cairo_headers
ensure_python_package cairo pycairo
"$bench" scene "$shared/scene.txt" --png "$out/easel-scene.png" > "$out/easel-scene.json" || echo "easel scene bench failed"
"$python" "$shared/peers.py" --png "$out/peers" > "$out/peers.json" || echo "peers failed"
"$python" "$root/scripts/bench_report.py" scene "$out/easel-scene.json" "$out/peers.json" "$out"

echo
echo "== The seed SignIn screen at iPhone 16 3x (1179×2556): render and PNG =="
"$bench" signin --png "$out/easel-signin.png" > "$out/easel-signin.json" \
  && "$python" "$root/scripts/bench_report.py" signin "$out/easel-signin.json"

echo
echo "== Text =="
"$bench" text > "$out/easel-text.json" && cat "$out/easel-text.json"

echo
echo "== Layout: Yoga's huge nested tree and a settings list =="
ensure_python_package poga poga
ensure_python_package stretchable stretchable
if [ -x "$root/scripts/bench-layout.sh" ]; then
  "$root/scripts/bench-layout.sh" "$bench"
fi

echo
echo "== Viewer: cold start, keystroke, keyboard toggle and resize latency, memory =="
# Goals: cold start < 150 ms; keystroke p50 < 8 ms; resize p50 < 4 ms and p99 < 8.3 ms (120 Hz);
# the same memory after 1,000 resizes as after 10.
if [ -n "${DISPLAY:-}" ]; then
  "$python" "$root/scripts/bench_viewer.py" "$root/.build/release/easel"
else
  xvfb-run -a -s "-screen 0 1600x1200x24" "$python" "$root/scripts/bench_viewer.py" "$root/.build/release/easel"
fi

echo
echo "== Live previews: save -> new pixels, literal and body edits (Examples/Recipes, Examples/Notes) =="
# Goals: literal edits <= 100 ms, body edits <= 1 s (goal 300 ms), p95 over 20 edits each.
if [ -n "${DISPLAY:-}" ]; then
  "$python" "$root/scripts/bench_reload.py" "$root/.build/release/easel" 20
else
  xvfb-run -a -s "-screen 0 1600x1200x24" "$python" "$root/scripts/bench_reload.py" "$root/.build/release/easel" 20
fi

echo
echo "== Viewer soak: 1,000 resizes, 1,000 keyboard toggles, 60 s of random clicks and keys =="
# Passes when the viewer never stops, its memory at the end is within 10% of its memory after
# the first minute, and the window shows the same pixels as `easel snapshot` at the end.
if [ -n "${DISPLAY:-}" ]; then
  "$python" "$root/scripts/soak_viewer.py" "$root/.build/release/easel" 60
else
  xvfb-run -a -s "-screen 0 1600x1200x24" "$python" "$root/scripts/soak_viewer.py" "$root/.build/release/easel" 60
fi

echo
echo "== easel preview in a user's package (Examples/Recipes) and Xcode project (Examples/Habits): first frame, cold and warm =="
# Cold builds the project's code from nothing against the prebuilt runtime (Easel itself is not
# compiled); warm finds nothing changed and opens the window at once. Goals: cold ≤ 20 s, warm ≤ 0.5 s.
projects=("$root/Examples/Recipes" "$root/Examples/Habits")
if [ -n "${DISPLAY:-}" ]; then
  "$python" "$root/scripts/bench_package_preview.py" "$root/.build/release/easel" "${projects[@]}"
else
  xvfb-run -a -s "-screen 0 1600x1200x24" "$python" "$root/scripts/bench_package_preview.py" "$root/.build/release/easel" "${projects[@]}"
fi

echo
echo "== A List of 10,000 rows in a NavigationStack (iPhone 16 at 3x): first frame, 40-point scroll steps, memory =="
"$bench" list

echo "== Data flow: 300 views animated at once; one @Published value read by one row of 1,000 =="
"$bench" animation
"$bench" observable

echo
echo "== Shadows: 100 cards with 20-point shadows at iPhone 16 3x, beside Skia's blur =="
ensure_python_package skia skia-python
"$bench" shadows | "$python" "$root/scripts/shadow_peer.py"

echo
echo "== Snapshot tests: Examples/Forecast's swift-snapshot-testing suite through easel test =="
# For scale: about 0.6 s per snapshot test on an iPhone simulator.
"$python" "$root/scripts/bench_snapshot_tests.py" "$root/.build/release/easel" 5

echo
echo "== Agents: easel mcp's render_preview latency on Examples/Recipes =="
# Goal: under 100 ms for an iPhone screen.
"$python" "$root/scripts/bench_mcp.py" "$root/.build/release/easel" 30
