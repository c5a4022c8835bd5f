#!/usr/bin/env bash
# Installs the Debian packages Easel needs, quietly when they are already there.
# As root it runs apt-get; otherwise it prints the exact command and fails.
set -euo pipefail
packages=(
  libx11-dev libxft-dev libfreetype-dev libharfbuzz-dev libfribidi-dev libfontconfig-dev libpng-dev libturbojpeg0-dev libxext-dev libsqlite3-dev librsvg2-dev libpoppler-glib-dev
  fonts-dejavu-core fonts-wqy-microhei fonts-noto-color-emoji xvfb xdotool x11-utils imagemagick
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ]; then
  echo "Installing missing Debian packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "Easel needs these Debian packages: ${missing[*]}" >&2
  echo "Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
