#!/usr/bin/env bash
# `l10n mcp` benchmark (issue 42). Generates a catalog of 10,000 keys in 21 languages with the
# shared workload generator, builds in release mode, and through the Model Context Protocol's
# Python SDK over stdio (Tests/Scripts/mcp-client.py --bench) times, warm (the server started
# and the catalog read once), the median of --runs calls each of:
#   - `untranslated` with a batch of 50 texts,
#   - `submit_translations` of 50 answers as a dry run (the gate, the change, nothing written),
#   - `submit_translations` of 50 answers applied (each on a fresh batch: written under the lock),
# against the goal of 100 ms each. The applied runs write into a copy of the catalog, made anew
# for every run of this script; the first of them writes the catalog as it was read (encoded
# whole), the later ones splice the server's own last write (CatalogFile.saveAdopting).
#
# Last, it times the batch listed right after each applied submit: the catalog just changed, so
# its units and translation memory are worked out again (no goal is set for it; it is printed so
# that it is seen).
#
# On the 2-core machine shared with other work, 6 runs of this script (least / median of their
# medians): untranslated 4.6 / 5.1 ms, dry run 12.7 / 15 ms, applied 57 / 62 ms, untranslated
# right after an applied submit 139 / 150 ms (from 32-48, 78-106, 348-485 and 180-330 ms before
# issue 42's work). Documentation/Agents.md ("Speed") says where the time went.
#
#   Benchmarks/mcp.sh [--files 1000] [--keys-per-file 10] [--langs 21] [--runs 7]
#   SCRATCH=.build-release Benchmarks/mcp.sh     # build in another scratch folder
#   BENCH_DEBUG=1 Benchmarks/mcp.sh --runs 1     # the debug build, to see that it runs
set -euo pipefail
cd "$(dirname "$0")/.."
. Benchmarks/common.sh

files=1000 keys=10 langs=21 runs=7
bench_options "$@"

python3 -c 'import mcp.client.stdio' 2>/dev/null || {
  echo "error: the Python module mcp is missing: python3 -m pip install mcp" >&2
  exit 2
}

bench_catalog mcp
if [ "${BENCH_DEBUG:-0}" = 1 ]; then
  swift build --product l10n >&2
  bin=$(swift build --show-bin-path)
else
  bench_build l10n
fi

# The generator leaves about 8 % of each language's keys untranslated (800 here), enough for
# every run; the applied runs write into a copy, so the generated catalog stays as it was.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# -p keeps the generated file's modification time: a file changed in the last two seconds is
# never taken as unchanged (its stamp could stay the same through a change), which would make
# the first calls cold.
cp -p "$out/Localizable.xcstrings" "$out/l10n.yml" "$work/"
language=fr

size=$(du -m "$work/Localizable.xcstrings" | cut -f1)
echo "catalog: $files x $keys keys, $langs languages, ${size} MB; language $language; median of $runs runs, warm"
figures=$(python3 Tests/Scripts/mcp-client.py "$bin/l10n" --project "$work" --language "$language" --bench "$runs")
python3 - "$figures" <<'PY'
import json, sys
figures = json.loads(sys.argv[1])
for name, label in (("untranslated", "untranslated (batch of 50):"), ("submitDryRun", "submit 50 (dry run):"),
                    ("submitApplied", "submit 50 (applied):")):
    ms = figures[name] * 1000
    print(f"{label:30} {ms:7.1f} ms  (goal under 100 ms) {'OK' if ms < 100 else 'OVER'}")
ms = figures["untranslatedAfterWrite"] * 1000
print(f"{'untranslated after a submit:':30} {ms:7.1f} ms  (the catalog changed: its units and memory are worked out again)")
PY
