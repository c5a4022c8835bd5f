#!/usr/bin/env bash
# Installs Easel built once, so that previewing a project compiles only the project's code:
#   PREFIX/bin/easel                         the command
#   PREFIX/lib/easel/libEaselPreviewRuntime.so  every module a user's code imports, one library
#   PREFIX/lib/easel/Modules/*.swiftmodule   those modules' interfaces
#   PREFIX/lib/easel/include/NAME/           the C modules they import (module maps and headers)
#   PREFIX/lib/easel/EaselMacros-tool        the #Preview / @Model macro plugin
#   PREFIX/lib/easel/swift-version.txt       the compiler that built it (a different one is refused)
#   PREFIX/lib/easel/EaselSnapshotTesting/   swift-snapshot-testing's image strategies, compiled
#                                            with a project's snapshot test suites (`easel test`)
#   PREFIX/share/easel/assets                fonts and images
#
# scripts/install.sh DESTINATION [BUILD_FOLDER]
# DESTINATION is DESTDIR+PREFIX. BUILD_FOLDER (default: a release build made now) installs an
# existing build instead, as the tests do with their debug build.
set -euo pipefail
cd "$(dirname "$0")/.."
destination="$1"
build="${2:-}"
swift="${SWIFT:-swift}"
started=$(date +%s)

if [ -z "$build" ]; then
  echo "Building Easel (release) for installation…"
  "$swift" build -c release --product easel >/dev/null
  "$swift" build -c release --product EaselPreviewRuntime >/dev/null
  "$swift" build -c release --target EaselMacros >/dev/null
  build=.build/release
fi
for part in easel libEaselPreviewRuntime.so EaselMacros-tool Modules/SwiftUI.swiftmodule; do
  if [ ! -e "$build/$part" ]; then
    echo "install: $build/$part is missing; build it first (swift build --product easel --product EaselPreviewRuntime)." >&2
    exit 1
  fi
done

lib="$destination/lib/easel"
install -d "$destination/bin" "$destination/share/easel" "$lib/Modules" "$lib/include"
install -m 755 "$build/easel" "$destination/bin/easel"
install -m 755 "$build/libEaselPreviewRuntime.so" "$lib/libEaselPreviewRuntime.so"
install -m 755 "$build/EaselMacros-tool" "$lib/EaselMacros-tool"
rm -rf "$lib/Modules" && install -d "$lib/Modules"
cp "$build"/Modules/*.swiftmodule "$lib/Modules/"
# The C modules Easel's modules import: each system library's map and shim, and OpenCombine's
# helpers with a map of their own.
rm -rf "$lib/include" && install -d "$lib/include"
for map in Sources/C*/module.modulemap; do
  module=$(basename "$(dirname "$map")")
  install -d "$lib/include/$module"
  cp "$(dirname "$map")"/* "$lib/include/$module/"
done
helpers=.build/checkouts/OpenCombine/Sources/COpenCombineHelpers/include
install -d "$lib/include/COpenCombineHelpers"
cp "$helpers"/*.h "$lib/include/COpenCombineHelpers/"
printf 'module COpenCombineHelpers {\n    umbrella header "COpenCombineHelpers.h"\n    export *\n}\n' > "$lib/include/COpenCombineHelpers/module.modulemap"
"$swift" --version 2>/dev/null | head -1 > "$lib/swift-version.txt"
rm -rf "$lib/EaselSnapshotTesting" && install -d "$lib/EaselSnapshotTesting"
cp Sources/EaselSnapshotTesting/*.swift "$lib/EaselSnapshotTesting/"
rm -rf "$destination/share/easel/assets"
cp -R assets "$destination/share/easel/assets"

seconds=$(( $(date +%s) - started ))
size=$(du -sh "$destination/bin/easel" "$lib" "$destination/share/easel" | awk '{print $1}' | paste -sd' ')
echo "Installed $destination/bin/easel and its preview runtime in $lib (${seconds} s; disk: $size for the command, the runtime and the fonts)."
