#!/usr/bin/env bash
# The everyday commands against a reference build, in one run (issue: one shape for every command,
# whose restructuring must keep each within 3 % of the commit before it). Generates a catalog of
# 10,000 keys in 21 languages and a tree of 1,000 Swift files with the shared workload generator,
# builds this checkout and COMMIT in release mode (the reference in .build-reference/, as
# extract.sh does), and times each command with both binaries, alternating, best of --runs:
#   status --words, check --format json, report, fmt --check, export --lang fr (XLIFF, no
#   suggestions), import of that XLIFF (--dry-run), extract --dry-run (warm cache). Then check and
#   report as a multiple of fmt --check (reading and writing the same catalog) for each binary,
#   whose limit is 1.5x.
#
# With --instructions, each command also runs once under valgrind's callgrind with each binary
# (debug information stripped, which valgrind cannot read), and the instructions both executed
# are compared: a count that does not drift with the machine's load, as wall-clock times of a
# few hundred milliseconds do by several per cent.
#
#   Benchmarks/commands.sh --reference d9fc1bb [--runs 5] [--instructions]
#   Benchmarks/commands.sh --reference d9fc1bb --reference-bin PATH   # that commit's l10n, built already
set -euo pipefail
cd "$(dirname "$0")/.."
. Benchmarks/common.sh

files=1000 keys=10 langs=21 runs=5 reference="" reference_l10n="" instructions=0
while [ $# -gt 0 ]; do
  case "$1" in
    --reference) reference=$2; shift 2 ;;
    --reference-bin) reference_l10n=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --instructions) instructions=1; shift ;;
    *) echo "usage: $0 --reference COMMIT [--reference-bin PATH] [--runs R] [--instructions]" >&2; exit 64 ;;
  esac
done
[ -n "$reference" ] || { echo "usage: $0 --reference COMMIT [--runs R]" >&2; exit 64; }

bench_require_generator
out=${BENCH_OUT:-bench-out}/commands-$files-$keys-$langs
if [ ! -f "$out/Localizable.xcstrings" ]; then
  python3 "$generator" "$out" --files "$files" --keys-per-file "$keys" --langs "$langs" >/dev/null
fi
printf 'version: 1\nsourceLanguage: en\nsources: [Sources]\ncatalogs: [Localizable.xcstrings]\n' >"$out/l10n.yml"

bench_build l10n
root=$(pwd)
if [ -z "$reference_l10n" ]; then
  rm -rf .build-reference/src
  git worktree prune
  git worktree add --detach -q .build-reference/src "$reference"
  (cd .build-reference/src && swift build -c release --scratch-path "$root/.build-reference/build" --product l10n >&2)
  reference_l10n="$(cd .build-reference/src && swift build -c release --scratch-path "$root/.build-reference/build" --show-bin-path)/l10n"
fi

if [ "$instructions" = 1 ]; then
  bench_require valgrind "apt-get install valgrind"
  stripped=$(mktemp -d)
  trap 'rm -rf "$stripped"' EXIT
  strip --strip-debug -o "$stripped/this" "$bin/l10n"
  strip --strip-debug -o "$stripped/reference" "$reference_l10n"
fi

python3 - "$bin/l10n" "$reference_l10n" "$reference" "$out" "$runs" "${stripped:-}" <<'PY'
import os, re, shutil, subprocess, sys
from timing import run
this, ref, commit, folder, runs = sys.argv[1], sys.argv[2], sys.argv[3], os.path.abspath(sys.argv[4]), int(sys.argv[5])
stripped = sys.argv[6]


def instructions(binary, args, cwd):
    """The instructions `binary args` executes, all threads together (callgrind's count)."""
    # Swift seeds its hashing per process, which moves a count by about 0.5 % from run to run.
    result = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", binary] + args,
        cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
        env=dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1"))
    found = re.search(r"Collected : (\d+)", result.stderr)
    if not found:
        sys.exit(f"callgrind gave no count for {' '.join(args)}: {result.stderr[-500:]}")
    return int(found.group(1))


catalog = os.path.join(folder, "Localizable.xcstrings")
pristine = open(catalog, "rb").read()
run([this, "export", "--lang", "fr", "--no-suggestions", "--output", "fr.xliff"], cwd=folder)
# The reference works in a copy of the folder, so that each build keeps its own extraction cache
# (two cache formats would make every extract a cold one).
ref_folder = folder + "-reference"
shutil.copytree(folder, ref_folder, dirs_exist_ok=True, ignore=shutil.ignore_patterns(".l10n-cache", "bench-*"))
run([this, "extract", "--dry-run"], cwd=folder)  # the caches, for warm runs
run([ref, "extract", "--dry-run"], cwd=ref_folder)
commands = [
    ("status --words", ["status", "--words"]),
    ("check --format json", ["check", "--format", "json", "--no-sources"]),
    ("report", ["report", "--no-sources", "--output", "bench-report"]),
    ("fmt --check", ["fmt", "--check"]),
    ("export --lang fr", ["export", "--lang", "fr", "--no-suggestions", "--output", "bench.xliff"]),
    ("import fr.xliff --dry-run", ["import", "fr.xliff", "--dry-run"]),
    ("extract --dry-run (warm)", ["extract", "--dry-run"]),
]
print(f"workload: 10,000 keys x {os.path.basename(folder).split('-')[-1]} languages "
      f"({len(pristine) / 1e6:.1f} MB), 1,000 Swift files; best of {runs}, alternating")
worst = 0
times = {}
for name, args in commands:
    a, b = [], []
    for _ in range(runs):
        a.append(run([this] + args, cwd=folder)[0])
        b.append(run([ref] + args, cwd=ref_folder)[0])
    times[name] = (min(a), min(b))
    ratio = min(a) / min(b)
    worst = max(worst, ratio)
    print(f"  {name:28s} this {min(a):6.3f} s   {commit} {min(b):6.3f} s   ratio {ratio:5.3f}"
          f"  {'(within 3 %)' if ratio <= 1.03 else '(OVER 3 %)'}", flush=True)
    if stripped:
        mine, theirs = instructions(os.path.join(stripped, "this"), args, folder), instructions(
            os.path.join(stripped, "reference"), args, ref_folder)
        print(f"  {'':28s} instructions this {mine / 1e9:.3f} G   {commit} {theirs / 1e9:.3f} G   "
              f"ratio {mine / theirs:5.3f}", flush=True)
for place in [folder, ref_folder]:
    assert open(os.path.join(place, "Localizable.xcstrings"), "rb").read() == pristine, "a benchmark changed the catalog"
print(f"worst ratio {worst:.3f}")
# check and report against reading and writing the same catalog (fmt --check), each binary in its
# own column: the checks may cost at most half again what the catalog's I/O costs.
fmt = times["fmt --check"]
for name in ["check --format json", "report"]:
    mine, theirs = times[name][0] / fmt[0], times[name][1] / fmt[1]
    print(f"  {name + ' / fmt --check':28s} this {mine:5.2f}x   {commit} {theirs:5.2f}x"
          f"  {'(limit 1.5x)' if mine <= 1.5 else '(OVER 1.5x)'}")
PY
