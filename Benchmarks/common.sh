# Sourced by the benchmark scripts (not run on its own): the workload options, the catalog the
# shared generator makes for them, and the release build. A script sets its defaults, then:
#
#   files=1000 keys=10 langs=21 runs=3
#   bench_options "$@"               # --files, --keys-per-file, --langs, --runs
#   bench_catalog exchange           # out=bench-out/exchange-1000-10-21, with its own l10n.yml
#   bench_build l10n l10n-bench      # release builds; bin= the folder of the binaries
#
# BENCH_OUT puts the workloads elsewhere (default bench-out/); SCRATCH builds in another scratch
# folder (default .build).

generator=../shared/tools/gen-workload.py

# The scripts' Python parts import timing.py (running, timing, best of several runs) from here.
export PYTHONPATH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)${PYTHONPATH:+:$PYTHONPATH}"

bench_options() {
  while [ $# -gt 0 ]; do
    case "$1" in
      --files) files=$2; shift 2 ;;
      --keys-per-file) keys=$2; shift 2 ;;
      --langs) langs=$2; shift 2 ;;
      --runs) runs=$2; shift 2 ;;
      *) echo "usage: $0 [--files N] [--keys-per-file K] [--langs L] [--runs R]" >&2; exit 64 ;;
    esac
  done
}

bench_require_generator() {
  [ -f "$generator" ] || {
    echo "error: $generator not found (the shared folder must sit beside the checkout)" >&2
    exit 2
  }
}

# A program the reference needs, and the package that has it.
bench_require() {
  command -v "$1" >/dev/null || { echo "error: $1 not found: $2" >&2; exit 2; }
}

# out: the workload folder of this benchmark, with Localizable.xcstrings (generated once) and an
# l10n.yml that names only it, so the catalog is measured on its own (no sources).
bench_catalog() {
  bench_require_generator
  out=${BENCH_OUT:-bench-out}/$1-$files-$keys-$langs
  if [ ! -f "$out/Localizable.xcstrings" ]; then
    python3 "$generator" "$out" --files "$files" --keys-per-file "$keys" --langs "$langs" >/dev/null
  fi
  printf 'version: 1\nsourceLanguage: en\ncatalogs: [Localizable.xcstrings]\n' >"$out/l10n.yml"
}

bench_build() {
  local scratch=(--scratch-path "${SCRATCH:-.build}") product
  for product in "$@"; do swift build -c release "${scratch[@]}" --product "$product" >&2; done
  bin=$(swift build -c release "${scratch[@]}" --show-bin-path)
}
