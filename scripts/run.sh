#!/usr/bin/env bash
# `make run`: with a display, opens the gallery's keyboard-adjusting preview in the preview
# window; without one, says so in one line and writes every gallery screenshot to ./screenshots/.
set -euo pipefail
easel="$1"
if [ -n "${DISPLAY:-}" ]; then
  exec "$easel" preview keyboard-adjusting --gallery
fi
echo "No display (\$DISPLAY is not set): writing every gallery screenshot to ./screenshots/ instead of opening a window."
"$easel" snapshot --all --output-dir screenshots --gallery
"$easel" snapshot --all --keyboard --output-dir screenshots --gallery
