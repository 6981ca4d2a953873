#!/usr/bin/env bash
# Check benchmark (issue: check). Generates a catalog of 10,000 keys in 21 languages with the
# shared workload generator, builds in release mode, and prints the time of `l10n check` beside the
# time to only read the same catalog, measured in the same run: in-process (l10n-bench check) and
# end to end (the l10n command, process start to exit).
#
#   Benchmarks/check.sh [--files 1000] [--keys-per-file 10] [--langs 21] [--runs 3]
#   SCRATCH=.build-perf Benchmarks/check.sh      # build in another scratch folder
set -euo pipefail
cd "$(dirname "$0")/.."

files=1000 keys=10 langs=21 runs=3
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
out=${BENCH_OUT:-bench-out}/check-$files-$keys-$langs
if [ ! -f "$out/Localizable.xcstrings" ]; then
  python3 "$generator" "$out" --files "$files" --keys-per-file "$keys" --langs "$langs" >/dev/null
fi
catalog=$out/Localizable.xcstrings
# The catalog is checked on its own: no l10n.yml above it, no sources.
printf 'version: 1\nsourceLanguage: en\ncatalogs: [Localizable.xcstrings]\n' > "$out/l10n.yml"

# SCRATCH=.build-perf builds in another scratch folder (default: .build).
scratch=(--scratch-path "${SCRATCH:-.build}")
swift build -c release "${scratch[@]}" --product l10n >&2
swift build -c release "${scratch[@]}" --product l10n-bench >&2
bin=$(swift build -c release "${scratch[@]}" --show-bin-path)

"$bin/l10n-bench" check "$catalog" --runs "$runs"

# End to end: best of $runs process runs each.
python3 - "$bin/l10n" "$catalog" "$runs" <<'PY'
import subprocess, sys, time
l10n, catalog, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
def best(args):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return min(times)
status = best([l10n, "status", catalog])
check = best([l10n, "check", catalog, "--format", "json"])
print(f"l10n status (reads the catalog): {status:.3f} s")
print(f"l10n check --format json:        {check:.3f} s  ({check / status:.1f}x status; target under 1 s) {'OK' if check < 1 else 'OVER'}")
PY
