#!/usr/bin/env bash
# Report benchmark (issue: l10n report). Generates a catalog of 10,000 keys in 21 languages with the
# shared workload generator, builds in release mode, and prints the time `l10n report` takes to
# write its page beside `l10n status` and `l10n check --format json` (the reference) on the same
# catalog in the same run, then opens the page in headless Chromium (Tests/Scripts/report-browser.py,
# which also checks it) and prints the time to render it. Each limit (generation under 1 s, first
# frame under 1000 ms) is printed OK or OVER; the script exits 1 when one is missed (or the page
# fails its checks), 3 when chromium is missing.
#
#   Benchmarks/report.sh [--files 1000] [--keys-per-file 10] [--langs 21] [--runs 3]
#   SCRATCH=.build-perf Benchmarks/report.sh      # build in another scratch folder
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
. Benchmarks/common.sh

files=1000 keys=10 langs=21 runs=3
bench_options "$@"

# The same workload folder as check.sh: the catalog on its own, no sources.
bench_catalog check
bench_build l10n
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"

generation=0
(cd "$out" && python3 - "$bin/l10n" "$runs" <<'PY'
import os, sys
from timing import best, run
l10n, runs = sys.argv[1], int(sys.argv[2])
status = best(runs, lambda: run([l10n, "status"])[0])
check = best(runs, lambda: run([l10n, "check", "--format", "json"])[0])
report = best(runs, lambda: run([l10n, "report", "--output", "report-site"])[0])
size = os.path.getsize("report-site/index.html") / 1e6
print(f"l10n status:                {status:.3f} s")
print(f"l10n check --format json:   {check:.3f} s  (the reference)")
print(f"l10n report (page {size:.1f} MB): {report:.3f} s  ({report / check:.2f}x check)")
print(f"generation: {report:.3f} s, limit 1 s: {'OK' if report < 1 else 'OVER'} (check {check:.3f} s in the same run)")
sys.exit(0 if report < 1 else 1)
PY
) || generation=$?

if ! command -v chromium >/dev/null; then
  echo "chromium is not installed: the render time is not measured (apt-get install chromium)" >&2
  exit 3
fi
render=0
(cd "$out" && python3 "$root/Tests/Scripts/report-browser.py" --name "report, $files x $keys keys, $langs languages" \
  --l10n "$bin/l10n" --output report-site --max-render-ms 1000) || render=$?
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
if [ "$generation" -ne 0 ] || [ "$render" -ne 0 ]; then
  echo "report benchmark: a limit was missed (generation exit $generation, render exit $render)" >&2
  exit 1
fi
echo "report benchmark: both limits met"
