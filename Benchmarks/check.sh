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
. Benchmarks/common.sh

files=1000 keys=10 langs=21 runs=3
bench_options "$@"

bench_catalog check
catalog=$out/Localizable.xcstrings

bench_build l10n l10n-bench

"$bin/l10n-bench" check "$catalog" --runs "$runs"

# End to end: best of $runs process runs each.
python3 - "$bin/l10n" "$catalog" "$runs" <<'PY'
import sys
from timing import best, run
l10n, catalog, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
status = best(runs, lambda: run([l10n, "status", catalog])[0])
check = best(runs, lambda: run([l10n, "check", catalog, "--format", "json"])[0])
print(f"l10n status (reads the catalog): {status:.3f} s")
print(f"l10n check --format json:        {check:.3f} s  ({check / status:.1f}x status; target under 1 s) {'OK' if check < 1 else 'OVER'}")
PY
