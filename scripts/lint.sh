#!/bin/sh
# make lint: `swift format lint` with the rules in .swift-format over every Swift file of the
# repository; exits 1 on any finding.
#
# The rules kept are those the code follows (no block comments, shorthand type names, no
# parentheses around conditions, explicit nil checks, no empty trailing-closure parentheses,
# `///` documentation…). Rules that would rename Apple's own spellings (`vImage_Buffer`,
# `ultraThinMaterial`, `_makeNodes`, `#colorLiteral` in tests written as apps write them) are
# off, as are those against the house style of STYLE.md (several short statements on one
# line, `let a = 0, b = 1`, `case a, b`). The pretty printer's line layout (indentation of
# continuation lines, where lines break) is not checked: the code aligns continuation lines
# under their opening parenthesis and keeps one-line bodies, which it would rewrite; trailing
# whitespace is.
set -eu
cd "$(dirname "$0")/.."
if ! swift format --version >/dev/null 2>&1; then
    echo "lint: swift format is not in this toolchain (it ships with Swift 6); nothing checked" >&2
    exit 0
fi
layout='\[(Indentation|AddLines|RemoveLine|Spacing|LineLength|TrailingComma)\]'
findings=$(swift format lint --configuration .swift-format --recursive Sources Tests Examples 2>&1 \
    | grep -E 'warning:|error:' | grep -Ev "$layout" || true)
if [ -n "$findings" ]; then
    echo "$findings"; echo
    echo "lint: $(echo "$findings" | wc -l) findings (rules in .swift-format)" >&2
    exit 1
fi
echo "lint: every Swift file follows the rules in .swift-format"
