#!/usr/bin/env bash
# Fuzz/run.sh <target|all> <seconds> [extra libFuzzer flags…]    (seconds 0: build only)
#
# Builds the fuzz target(s) (release, -sanitize=fuzzer,address), builds the seed corpora
# (seed.sh) if they are missing, runs libFuzzer for <seconds> per target under `nice -n 10`, and
# prints a summary: seconds it ran (less than asked when it stopped at a crash), executions,
# exec/s, coverage (edges) and features, corpus size, crashes.
# Targets: FuzzCatalogReader FuzzXLIFFReader FuzzCSVReader FuzzExtraction FuzzPOReader
# FuzzTMXReader FuzzTBXReader FuzzAndroidReader FuzzStringsReader FuzzStringsdictReader FuzzRuntime (or
# catalog, xliff, csv, extraction, po, tmx, tbx, android, strings, stringsdict, runtime). Output: Fuzz/out/<target>/corpus (the grown corpus, reused by the next run),
# Fuzz/out/<target>/artifacts (crash-*, timeout-*, oom-*), Fuzz/out/<target>/fuzz.log, and the
# summary rows appended to Fuzz/out/summary.md.
# Environment: FUZZ_CONFIG=debug builds debug (faster to build, slower to run); FUZZ_NO_BUILD=1
# uses the binaries as they are; FUZZ_SCRATCH=<path> sets the build folder (default Fuzz/.build);
# FUZZ_SNAPSHOT=1 builds from a copy of the committed tree (git archive HEAD) plus the working
# tree's Fuzz/, so edits made in the working tree during a long build do not stop it;
# FUZZ_STRICT=1 exits 1 when a run leaves a new artifact (a crash, timeout or OOM) or libFuzzer
# ends with an error, as CI runs it.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
if [ $# -lt 2 ]; then
  sed -n '2,/^set -euo/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'
  exit 64
fi
what="$1"; seconds="$2"; shift 2
config="${FUZZ_CONFIG:-release}"
scratch="${FUZZ_SCRATCH:-$here/.build}"

canonical() {
  case "$1" in
    catalog|FuzzCatalogReader) echo FuzzCatalogReader ;;
    xliff|FuzzXLIFFReader) echo FuzzXLIFFReader ;;
    csv|FuzzCSVReader) echo FuzzCSVReader ;;
    extraction|swift|FuzzExtraction) echo FuzzExtraction ;;
    po|FuzzPOReader) echo FuzzPOReader ;;
    tmx|FuzzTMXReader) echo FuzzTMXReader ;;
    tbx|FuzzTBXReader) echo FuzzTBXReader ;;
    android|FuzzAndroidReader) echo FuzzAndroidReader ;;
    strings|FuzzStringsReader) echo FuzzStringsReader ;;
    stringsdict|FuzzStringsdictReader) echo FuzzStringsdictReader ;;
    runtime|FuzzRuntime) echo FuzzRuntime ;;
    *) echo "unknown target: $1 (catalog, xliff, csv, extraction, po, tmx, tbx, android, strings, stringsdict, runtime or all)" >&2; exit 64 ;;
  esac
}
if [ "$what" = all ]; then
  targets=(FuzzCatalogReader FuzzXLIFFReader FuzzCSVReader FuzzExtraction FuzzPOReader FuzzTMXReader FuzzTBXReader FuzzAndroidReader
    FuzzStringsReader FuzzStringsdictReader FuzzRuntime)
else
  targets=("$(canonical "$what")")
fi

# Per target: the longest input, the dictionary.
max_len() { case "$1" in FuzzCatalogReader|FuzzRuntime|FuzzXLIFFReader|FuzzExtraction|FuzzTMXReader|FuzzTBXReader|FuzzAndroidReader|FuzzStringsdictReader) echo 16384 ;; FuzzCSVReader|FuzzPOReader|FuzzStringsReader) echo 8192 ;; esac; }
dict() { case "$1" in FuzzCatalogReader|FuzzRuntime) echo json ;; FuzzXLIFFReader|FuzzCSVReader|FuzzTMXReader|FuzzTBXReader|FuzzAndroidReader) echo xml ;; FuzzExtraction) echo swift ;; FuzzPOReader) echo po ;; FuzzStringsReader|FuzzStringsdictReader) echo strings ;; esac; }

# Seeds made before a target was added lack its folder: make them anew then.
for target in "${targets[@]}"; do
  [ -d "$here/seeds/$target" ] || { "$here/seed.sh"; break; }
done

package="$here"
if [ -n "${FUZZ_SNAPSHOT:-}" ] && [ -z "${FUZZ_NO_BUILD:-}" ]; then
  snapshot="$scratch/snapshot"
  rm -rf "$snapshot" && mkdir -p "$snapshot"
  git -C "$here/.." archive HEAD | tar -x -C "$snapshot"
  rm -rf "$snapshot/Fuzz" && mkdir -p "$snapshot/Fuzz"
  cp -R "$here/Package.swift" "$here/Sources" "$snapshot/Fuzz/"
  package="$snapshot/Fuzz"
fi

summary="$here/out/summary.md"
mkdir -p "$here/out"
rows=()
findings=0
for target in "${targets[@]}"; do
  if [ -z "${FUZZ_NO_BUILD:-}" ]; then
    echo "== building $target ($config)" >&2
    nice -n 10 swift build --package-path "$package" --scratch-path "$scratch" -c "$config" \
      -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library --product "$target" >&2
  fi
  binary="$scratch/$config/$target"
  [ "$seconds" -gt 0 ] || continue
  dir="$here/out/$target"
  mkdir -p "$dir/corpus" "$dir/artifacts"
  before=$(ls "$dir/artifacts" | wc -l)
  echo "== fuzzing $target for ${seconds}s (log: $dir/fuzz.log)" >&2
  started=$(date +%s)
  set +e
  SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}" ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" nice -n 10 "$binary" \
    -max_total_time="$seconds" -print_final_stats=1 -max_len="$(max_len "$target")" \
    -rss_limit_mb=4096 -timeout=30 -dict="$here/dicts/$(dict "$target").dict" \
    -artifact_prefix="$dir/artifacts/" "$@" "$dir/corpus" "$here/seeds/$target" > "$dir/fuzz.log" 2>&1
  status=$?
  set -e
  elapsed=$(( $(date +%s) - started ))
  log="$dir/fuzz.log"
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  rate=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  last=$(grep -E '^#[0-9]+.*cov: ' "$log" | tail -1 || true)
  cov=$(echo "$last" | grep -o 'cov: [0-9]*' | grep -o '[0-9]*' || echo "?")
  ft=$(echo "$last" | grep -o 'ft: [0-9]*' | grep -o '[0-9]*' || echo "?")
  corpus=$(ls "$dir/corpus" | wc -l)
  after=$(ls "$dir/artifacts" | wc -l)
  found=$((after - before))
  row="| $target | $elapsed | ${execs:-?} | ${rate:-?} | ${cov:-?} | ${ft:-?} | $corpus | $found | exit $status |"
  rows+=("$row")
  echo "$(date -u +%FT%TZ) $row" >> "$summary"
  # A run that ends other than by its time limit (a crash, or libFuzzer refusing to start) counts
  # as a finding too.
  [ "$status" -eq 0 ] || [ "$found" -gt 0 ] || findings=$((findings + 1))
  if [ "$found" -gt 0 ]; then
    findings=$((findings + found))
    echo "!! $target: $found new artifact(s) in $dir/artifacts:" >&2
    ls -t "$dir/artifacts" | head -n "$found" >&2
    grep -m3 -E 'Fatal error|ERROR: AddressSanitizer|ERROR: libFuzzer|Fuzz[A-Za-z]*: ' "$log" >&2 || true
  fi
done

[ "${#rows[@]}" -gt 0 ] || exit 0
echo
echo "| target | seconds run | executions | exec/s | coverage (edges) | features | corpus | new artifacts | libFuzzer |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"
printf '%s\n' "${rows[@]}"
if [ -n "${FUZZ_STRICT:-}" ] && [ "$findings" -gt 0 ]; then
  echo "!! $findings new artifact(s): FUZZ_STRICT=1 fails the run" >&2
  exit 1
fi
