#!/usr/bin/env bash
# The man page, Documentation/man/l10n.1, is generated from `l10n`'s own help by
# swift-argument-parser's generate-manual tool (the same tool as its `generate-manual` plugin),
# built from the package's checkout, so this works offline.
#
#   Tests/Scripts/man-page.sh            # check: exit 1 if the committed page is not what l10n's help gives
#   Tests/Scripts/man-page.sh --update   # rewrite the page (dated today)
#
# SCRATCH (default .build) is the build folder passed to `swift build --scratch-path`.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
scratch=${SCRATCH:-.build}
page=Documentation/man/l10n.1

swift build --scratch-path "$scratch" --product l10n >&2
swift build --scratch-path "$scratch" --product generate-manual >&2
bin=$(swift build --scratch-path "$scratch" --show-bin-path)

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

if [ "${1:-}" = "--update" ]; then
  date=$(date -u +%Y-%m-%d)
else
  # Keep the committed page's date, so only a change of content counts.
  [ -f "$page" ] || { echo "man-page: $page is missing; run $0 --update" >&2; exit 1; }
  date=$(sed -n 's/^\.Dd //p' "$page" | head -n 1)
  date=$(date -u -d "$date" +%Y-%m-%d 2>/dev/null || date -u -j -f "%B %d, %Y" "$date" +%Y-%m-%d)
fi

"$bin/generate-manual" "$bin/l10n" --date "$date" --output-directory "$out"

if [ "${1:-}" = "--update" ]; then
  mkdir -p "$(dirname "$page")"
  cp "$out/l10n.1" "$page"
  echo "man-page: wrote $page"
elif ! diff -u "$page" "$out/l10n.1"; then
  echo "man-page: $page is not current; run Tests/Scripts/man-page.sh --update and commit it" >&2
  exit 1
else
  echo "man-page: $page is current"
fi
