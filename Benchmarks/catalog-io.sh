#!/usr/bin/env bash
# Catalog read/write benchmark (issue: foundation). Generates a ~63 MB catalog with the shared
# workload generator, builds l10n-bench in release mode, and prints read and write MB/s for l10n's
# codec beside Python's json.load on the same file, measured in the same run. Then runs the
# release `l10n fmt` as a process on a copy that needs rewriting and on the formatted file, and
# prints its time and peak memory (VmHWM, from /usr/bin/time) as a multiple of the file size
# (target: 2× or less).
#
#   Benchmarks/catalog-io.sh [--files 500] [--keys-per-file 20] [--langs 20] [--runs 3]
set -euo pipefail
cd "$(dirname "$0")/.."
. Benchmarks/common.sh

files=500 keys=20 langs=20 runs=3
bench_options "$@"

bench_catalog catalog-io
catalog=$out/Localizable.xcstrings

bench_build l10n-bench l10n
bench=$bin/l10n-bench
l10n=$bin/l10n
[ -x /usr/bin/time ] || { echo "error: /usr/bin/time is needed to measure fmt's peak memory (apt-get install time)" >&2; exit 2; }

echo "== l10n (release build)"
"$bench" catalog-io "$catalog" --runs "$runs" | tee "$out/l10n.txt"

echo "== reference: python3 json.load on the same file (best of $runs)"
python3 - "$catalog" "$runs" <<'PY' | tee "$out/python.txt"
import json, sys, time, os
path, runs = sys.argv[1], int(sys.argv[2])
size = os.path.getsize(path) / 1e6
best_read = best_write = float("inf")
for _ in range(runs):
    t = time.perf_counter(); data = json.load(open(path, encoding="utf-8")); best_read = min(best_read, time.perf_counter() - t)
    t = time.perf_counter(); text = json.dumps(data, indent=2, ensure_ascii=False, separators=(",", " : ")); best_write = min(best_write, time.perf_counter() - t)
print(f"read:  {best_read:.3f} s  {size / best_read:.0f} MB/s")
print(f"write: {best_write:.3f} s  {size / best_write:.0f} MB/s (json.dumps, indent 2)")
PY

l10n_read=$(awk '/^read:/ {print $2}' "$out/l10n.txt")
l10n_write=$(awk '/^write:/ {print $2}' "$out/l10n.txt")
py_read=$(awk '/^read:/ {print $2}' "$out/python.txt")
py_write=$(awk '/^write:/ {print $2}' "$out/python.txt")
echo "== ratios (python time / l10n time; above 1 means l10n is faster)"
awk -v a="$py_read" -v b="$l10n_read" 'BEGIN { printf "read:  %.2fx\n", a / b }'
awk -v a="$py_write" -v b="$l10n_write" 'BEGIN { printf "write: %.2fx\n", a / b }'
awk -v r="$l10n_read" -v w="$l10n_write" 'BEGIN { t = r + w; printf "l10n read+write: %.3f s (target: under 1 s) %s\n", t, (t < 1 ? "OK" : "OVER") }'

echo "== l10n fmt as a process (release build; best time of $runs runs, highest peak memory: the process's VmHWM)"
size=$(wc -c < "$catalog")
work=$out/fmt
mkdir -p "$work"
fmt_run() {  # $1: label, $2: make the file to format
  best_time="" best_peak=""
  for _ in $(seq "$runs"); do
    "$2"
    /usr/bin/time -f "%e %M" -o "$work/time.txt" "$l10n" fmt --no-wait "$work/Localizable.xcstrings" >/dev/null 2>"$work/stderr.txt" ||
      { cat "$work/stderr.txt" >&2; exit 2; }
    read -r seconds kilobytes < "$work/time.txt"
    if [ -z "$best_time" ] || awk -v a="$seconds" -v b="$best_time" 'BEGIN { exit !(a < b) }'; then best_time=$seconds; fi
    if [ -z "$best_peak" ] || [ "$kilobytes" -gt "$best_peak" ]; then best_peak=$kilobytes; fi
  done
  cmp -s "$work/Localizable.xcstrings" "$catalog" || { echo "error: fmt did not give the formatted file back" >&2; exit 1; }
  awk -v label="$1" -v t="$best_time" -v k="$best_peak" -v s="$size" \
    'BEGIN { m = k * 1024 / s; printf "%s %.2f s  peak %.0f MB = %.2fx the file (target: 2x or less) %s\n", label, t, k * 1024 / 1e6, m, (m <= 2 ? "OK" : "OVER") }' |
    tee -a "$out/fmt.txt"
}
# A copy that differs in one place (`"version":"1.0"` not as Xcode spaces it), so fmt rewrites it all.
unformatted() {
  python3 -c 'import sys; d = open(sys.argv[1], "rb").read(); i = d.rindex(b"\"version\" : "); open(sys.argv[2], "wb").write(d[:i] + b"\"version\":" + d[i + 12:])' \
    "$catalog" "$work/Localizable.xcstrings"
}
formatted() { cp "$catalog" "$work/Localizable.xcstrings"; }
: > "$out/fmt.txt"
fmt_run "fmt (rewrites the file):    " unformatted
fmt_run "fmt (already formatted):    " formatted
