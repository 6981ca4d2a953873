#!/usr/bin/env bash
# Catalog read/write benchmark (issue: foundation). Generates a ~63 MB catalog with the shared
# workload generator, builds l10n-bench in release mode, and prints read and write MB/s for l10n's
# codec beside Python's json.load on the same file, measured in the same run.
#
#   Benchmarks/catalog-io.sh [--files 500] [--keys-per-file 20] [--langs 20] [--runs 3]
set -euo pipefail
cd "$(dirname "$0")/.."

files=500 keys=20 langs=20 runs=3
while [ $# -gt 0 ]; do
  case "$1" in
    --files) files=$2; shift 2 ;;
    --keys-per-file) keys=$2; shift 2 ;;
    --langs) langs=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    *) echo "usage: $0 [--files N] [--keys-per-file K] [--langs L] [--runs R]" >&2; exit 64 ;;
  esac
done

generator=../shared/tools/gen-workload.py
[ -f "$generator" ] || { echo "error: $generator not found (the shared folder must sit beside the checkout)" >&2; exit 2; }
out=${BENCH_OUT:-bench-out}/catalog-io-$files-$keys-$langs
if [ ! -f "$out/Localizable.xcstrings" ]; then
  python3 "$generator" "$out" --files "$files" --keys-per-file "$keys" --langs "$langs" >/dev/null
fi
catalog=$out/Localizable.xcstrings

swift build -c release --product l10n-bench >&2
bench=$(swift build -c release --show-bin-path)/l10n-bench

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
