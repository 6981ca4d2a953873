#!/usr/bin/env bash
# Export/import benchmark (issue: export and import). Generates a catalog of 10,000 keys in 21
# languages with the shared workload generator, builds in release mode, and times, end to end:
#   l10n export --lang fr (XLIFF), then l10n import of that file (nothing to change),
#   and an import that changes every unit (each target edited), which writes the catalog;
# beside Translate Toolkit's po2xliff on a PO file with the same units, measured in the same run.
#
#   Benchmarks/exchange.sh [--files 1000] [--keys-per-file 10] [--langs 21] [--runs 3]
#   SCRATCH=.build-perf Benchmarks/exchange.sh   # build in another scratch folder
set -euo pipefail
cd "$(dirname "$0")/.."
. Benchmarks/common.sh

files=1000 keys=10 langs=21 runs=3
bench_options "$@"

bench_require po2xliff "pip install translate-toolkit"
bench_catalog exchange

bench_build l10n

python3 - "$bin/l10n" "$out" "$runs" <<'PY'
import os, re, subprocess, sys
from timing import best as best_of, po_string, run
l10n, folder, runs = sys.argv[1], os.path.abspath(sys.argv[2]), int(sys.argv[3])
load_before = os.getloadavg()
catalog = os.path.join(folder, "Localizable.xcstrings")
pristine = open(catalog, "rb").read()

def timed(args):
    return run(args, cwd=folder)

def best(make):
    return best_of(runs, make)

xliff = os.path.join(folder, "Localizations", "fr.xliff")
export = best(lambda: timed([l10n, "export", "--lang", "fr", "--no-context"])[0])
text = open(xliff, encoding="utf-8").read()
units = text.count("<trans-unit ")
size = len(text.encode())

noop = best(lambda: timed([l10n, "import", xliff])[0])
assert open(catalog, "rb").read() == pristine, "a no-edit import changed the catalog"

# Every target edited: the import changes each unit and writes the catalog.
edited = os.path.join(folder, "fr-edited.xliff")
open(edited, "w", encoding="utf-8").write(re.sub(r"(<target state=\"translated\">)", r"\1✓ ", text))
def changing():
    open(catalog, "wb").write(pristine)
    return timed([l10n, "import", edited])[0]
change = best(changing)
open(catalog, "wb").write(pristine)
summary = subprocess.run([l10n, "import", edited, "--dry-run"], cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL).stdout.decode().strip()

# Translate Toolkit on the same units: a PO file with each unit's source and target.
po = os.path.join(folder, "fr.po")
pairs = re.findall(r"<source>(.*?)</source>\s*(?:<target[^>]*>(.*?)</target>)?", text, re.S)
with open(po, "w", encoding="utf-8") as f:
    f.write('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n')
    for index, (source, target) in enumerate(pairs):
        f.write(f"msgctxt \"{index}\"\nmsgid {po_string(source)}\nmsgstr {po_string(target or '')}\n\n")
po2xliff = best(lambda: timed(["po2xliff", po, os.path.join(folder, "fr-tt.xliff")])[0])

load = os.getloadavg()
print(f"workload: {os.path.getsize(catalog) / 1e6:.1f} MB catalog; fr export: {units} units, {size / 1e6:.1f} MB XLIFF; best of {runs} runs")
print(f"load average before/after: {load_before[0]:.2f} / {load[0]:.2f} on {os.cpu_count()} processors (figures are noisy under load)")
print(f"l10n export --lang fr:                 {export:.3f} s")
print(f"l10n import (no change):               {noop:.3f} s")
print(f"l10n import (every unit changed):      {change:.3f} s   [{summary.splitlines()[-1]}]")
total = export + change
print(f"export + import (no change):           {export + noop:.3f} s")
print(f"export + import (changes, writes):     {total:.3f} s   target under 1 s: {'MET' if total < 1 else 'NOT MET'}")
print(f"po2xliff on the same {len(pairs)} units:     {po2xliff:.3f} s   (l10n export + changing import takes {total / po2xliff:.2f}x its time: {po2xliff / total:.1f}x faster)")
PY
