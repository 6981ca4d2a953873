#!/usr/bin/env bash
# Extraction benchmark (issue: extract). Generates a Swift tree with the shared workload generator
# (default 5000 files × 10 keys × 300 lines, about 60 MB), builds l10n in release mode, and times a
# cold extraction (no cache) and a warm one (cache filled) into an empty catalog, beside
# `grep -rc '\.i18n'` over the same tree, measured in the same run.
#
# With --reference COMMIT it also builds that commit (a git worktree in .build-reference/, its own
# release build) and times its cold and warm extraction on the same tree, alternating with this
# build's, best of --runs each, and prints the ratio: a change must keep both within 10 %.
#
#   Benchmarks/extract.sh [--files 5000] [--keys-per-file 10] [--lines-per-file 300] [--reference COMMIT] [--runs 3]
set -euo pipefail
cd "$(dirname "$0")/.."
. Benchmarks/common.sh

files=5000 keys=10 lines=300 reference="" runs=3
while [ $# -gt 0 ]; do
  case "$1" in
    --files) files=$2; shift 2 ;;
    --keys-per-file) keys=$2; shift 2 ;;
    --lines-per-file) lines=$2; shift 2 ;;
    --reference) reference=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    *) echo "usage: $0 [--files N] [--keys-per-file K] [--lines-per-file M] [--reference COMMIT] [--runs R]" >&2; exit 64 ;;
  esac
done

bench_require_generator
out=$(cd "${BENCH_OUT:-bench-out}" 2>/dev/null && pwd || (mkdir -p "${BENCH_OUT:-bench-out}" && cd "${BENCH_OUT:-bench-out}" && pwd))/extract-$files-$keys-$lines
if [ ! -d "$out/Sources" ]; then
  python3 "$generator" "$out" --files "$files" --keys-per-file "$keys" --lines-per-file "$lines" >/dev/null
fi
printf '{\n  "sourceLanguage" : "en",\n  "strings" : {\n\n  },\n  "version" : "1.0"\n}' > "$out/Empty.xcstrings"
# The tree is a project of its own, so its cache lives in "$out/.l10n-cache", not in the checkout's.
printf 'version: 1\nsourceLanguage: en\nsources: [Sources]\ncatalogs: [Empty.xcstrings]\n' > "$out/l10n.yml"

bench_build l10n
l10n=$bin/l10n
if [ -n "$reference" ]; then
  root=$(pwd)
  rm -rf .build-reference/src
  git worktree prune
  git worktree add --detach -q .build-reference/src "$reference"
  (cd .build-reference/src && swift build -c release --scratch-path "$root/.build-reference/build" --product l10n >&2)
  reference_l10n="$(cd .build-reference/src && swift build -c release --scratch-path "$root/.build-reference/build" --show-bin-path)/l10n"
fi
bytes=$(du -sb "$out/Sources" | cut -f1)

now() { date +%s.%N; }
cd "$out"
rm -rf .l10n-cache
start=$(now); "$l10n" extract --sources Sources --catalog Empty.xcstrings --dry-run >/dev/null 2>&1; cold=$(awk -v a="$(now)" -v b="$start" "BEGIN { print a - b }")
start=$(now); "$l10n" extract --sources Sources --catalog Empty.xcstrings --dry-run >/dev/null 2>&1; warm=$(awk -v a="$(now)" -v b="$start" "BEGIN { print a - b }")
start=$(now); grep -rc '\.i18n' Sources >/dev/null; grepped=$(awk -v a="$(now)" -v b="$start" "BEGIN { print a - b }")
keys_found=$("$l10n" extract --sources Sources --catalog Empty.xcstrings --dry-run --format json 2>/dev/null | python3 -c "import json,sys; print(len(json.load(sys.stdin)['usages']))")

awk -v b="$bytes" -v c="$cold" -v w="$warm" -v g="$grepped" -v k="$keys_found" -v f="$files" 'BEGIN {
  mb = b / 1e6
  printf "tree: %d files, %.1f MB of Swift; keys found: %d\n", f, mb, k
  printf "cold (no cache): %.2f s  %.1f MB/s  (target under 6 s) %s\n", c, mb / c, (c < 6 ? "OK" : "OVER")
  printf "warm (cached):   %.2f s  %.1f MB/s  (target under 1 s) %s\n", w, mb / w, (w < 1 ? "OK" : "OVER")
  printf "grep -rc .i18n:  %.3f s  %.0f MB/s\n", g, mb / g
  printf "ratio to grep: cold %.0fx, warm %.0fx slower (grep only counts lines; l10n parses Swift)\n", c / g, w / g
}'

# Against the reference build, alternating runs, best of each.
if [ -n "$reference" ]; then
  best() {  # BINARY cold|warm → the best of $runs timings
    local binary=$1 kind=$2 i best=""
    for i in $(seq "$runs"); do
      [ "$kind" = cold ] && rm -rf .l10n-cache
      [ "$kind" = warm ] && "$binary" extract --sources Sources --catalog Empty.xcstrings --dry-run >/dev/null 2>&1
      local start; start=$(now)
      "$binary" extract --sources Sources --catalog Empty.xcstrings --dry-run >/dev/null 2>&1
      local took; took=$(awk -v a="$(now)" -v b="$start" "BEGIN { print a - b }")
      best=$(awk -v a="$took" -v b="${best:-1e9}" "BEGIN { print (a < b ? a : b) }")
    done
    echo "$best"
  }
  for kind in cold warm; do
    this=$(best "$l10n" $kind); ref=$(best "$reference_l10n" $kind)
    this2=$(best "$l10n" $kind); ref2=$(best "$reference_l10n" $kind)
    this=$(awk -v a="$this" -v b="$this2" "BEGIN { print (a < b ? a : b) }")
    ref=$(awk -v a="$ref" -v b="$ref2" "BEGIN { print (a < b ? a : b) }")
    awk -v k="$kind" -v t="$this" -v r="$ref" -v c="$reference" 'BEGIN {
      printf "%s: this build %.3f s, reference %s %.3f s, ratio %.3f %s\n", k, t, c, r, t / r, (t / r <= 1.10 ? "(within 10 %)" : "(OVER 10 %)")
    }'
  done
fi
