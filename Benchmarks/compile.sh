#!/usr/bin/env bash
# Compile benchmark (issue 40). Generates a catalog of 10,000 keys in 21 languages with the shared
# workload generator, builds in release mode, and times, in one run, best of --runs each:
#   - reading the catalog alone (`l10n fmt --check`: read, re-encode, compare; nothing written),
#   - `l10n compile -o DIR` for Apple (.lproj .strings and .stringsdict, XML), and binary,
#   - `l10n compile --platform android -o DIR` (values*/strings.xml),
# then each compile as a multiple of the read; the goal is under 3x.
#
#   Benchmarks/compile.sh [--files 1000] [--keys-per-file 10] [--langs 21] [--runs 3]
#   SCRATCH=.build-perf Benchmarks/compile.sh      # build in another scratch folder
#   BENCH_DEBUG=1 Benchmarks/compile.sh --runs 1   # the debug build, to see that it runs
set -euo pipefail
cd "$(dirname "$0")/.."
. Benchmarks/common.sh

files=1000 keys=10 langs=21 runs=3
bench_options "$@"

bench_catalog compile
catalog=$out/Localizable.xcstrings

if [ "${BENCH_DEBUG:-0}" = 1 ]; then
  swift build --product l10n >&2
  bin=$(swift build --show-bin-path)
else
  bench_build l10n
fi

python3 - "$bin/l10n" "$catalog" "$out" "$runs" <<'PY'
import os, shutil, sys
from timing import best, run
l10n, catalog, folder, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
compiled = os.path.join(folder, "compiled")


def compile(*options):
    """One compile into a fresh folder: its seconds."""
    shutil.rmtree(compiled, ignore_errors=True)
    return run([l10n, "compile", catalog, "-o", compiled, *options])[0]


read = best(runs, lambda: run([l10n, "fmt", "--check", catalog])[0])
targets = [
    ("compile (apple, XML)", lambda: compile()),
    ("compile (apple, binary)", lambda: compile("--serialization", "binary")),
    ("compile --platform android", lambda: compile("--platform", "android")),
]
print(f"read (l10n fmt --check):          {read:.3f} s")
for name, measure in targets:
    seconds = best(runs, measure)
    ratio = seconds / read
    print(f"{name + ':':33} {seconds:.3f} s  ({ratio:.1f}x the read; goal under 3x) {'OK' if ratio < 3 else 'OVER'}")
files = sum(len(names) for _, _, names in os.walk(compiled))
print(f"({files} files in {compiled})")
PY
