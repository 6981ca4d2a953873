#!/usr/bin/env bash
# Runtime benchmark (issue 41). Generates a catalog of 10,000 keys in 21 languages besides the
# source (about 67 MB) and one of 750 keys (about 5 MB) with the shared workload generator, builds
# l10n-bench in release mode, compiles the large catalog to .lproj tables with `l10n compile --format
# strings-only` (swift-corelibs-foundation crashes on a table with a .stringsdict), and prints, in
# one run, best of --runs each (Benchmarks/l10n-bench/Runtime.swift, each in a process of its own):
#   - the load of each catalog with LocalizedStrings, and the memory after it (resident, and the
#     process's peak); the goal for the 5 MB catalog is under 50 ms,
#   - lookups per second of every plain French key through L10nRuntime and through Foundation's
#     Bundle.localizedString(forKey:value:table:) on the compiled fr.lproj, and their ratio (the
#     goal: L10nRuntime within 2x of Foundation), and of every French plural with one number,
#   - on Linux, the allocations of each lookup, counted by Benchmarks/malloc-count.c preloaded into
#     the process (the goal: none for a plain key after load).
#
#   Benchmarks/runtime.sh [--files 1000] [--keys-per-file 10] [--langs 21] [--runs 3]
#   SCRATCH=.build-perf Benchmarks/runtime.sh      # build in another scratch folder
#   BENCH_DEBUG=1 Benchmarks/runtime.sh --runs 1   # the debug build, to see that it runs
set -euo pipefail
cd "$(dirname "$0")/.."
. Benchmarks/common.sh

files=1000 keys=10 langs=21 runs=3
bench_options "$@"

# The 5 MB catalog: 75 files of 10 keys in 21 languages.
small_files=75
bench_require_generator
small=${BENCH_OUT:-bench-out}/runtime-$small_files-$keys-$langs
if [ ! -f "$small/Localizable.xcstrings" ]; then
  python3 "$generator" "$small" --files "$small_files" --keys-per-file "$keys" --langs "$langs" >/dev/null
fi
bench_catalog runtime
catalog=$out/Localizable.xcstrings

if [ "${BENCH_DEBUG:-0}" = 1 ]; then
  swift build --product l10n-bench >&2
  bin=$(swift build --show-bin-path)
else
  bench_build l10n-bench
fi

# The tables Foundation reads, compiled once by the debug l10n (compile's speed is not measured
# here, and a release build of l10n would build swift-syntax too).
if [ ! -f "$out/lproj/fr.lproj/Localizable.strings" ]; then
  swift build --product l10n >&2
  "$(swift build --show-bin-path)/l10n" compile "$catalog" -o "$out/lproj" --format strings-only >/dev/null 2>&1
fi

# The malloc counter, preloaded into the lookups' process (glibc only).
preload=()
if [ "$(uname)" = Linux ] && command -v cc >/dev/null; then
  cc -shared -fPIC -O2 -o "$out/libmalloc-count.so" Benchmarks/malloc-count.c
  preload=(env "LD_PRELOAD=$out/libmalloc-count.so")
fi

goal() {  # goal LIMIT-MS: the load line of l10n-bench runtime-load, checked against the limit
  awk -v limit="$1" '{ print } /^load:/ { printf "goal: load under %d ms: %s\n", limit, ($2 < limit ? "OK" : "OVER") }'
}

echo "== the 10,000-key catalog"
"$bin/l10n-bench" runtime-load "$catalog" --runs "$runs"
echo "== the 5 MB catalog"
"$bin/l10n-bench" runtime-load "$small/Localizable.xcstrings" --runs "$runs" | goal 50
echo "== lookups (the 10,000-key catalog, French)"
"${preload[@]}" "$bin/l10n-bench" runtime-lookup "$catalog" "$out/lproj" --language fr --runs "$runs"
