#!/usr/bin/env bash
# `l10n translate` benchmark (issue: machine translation through the same gate). Generates a
# catalog of 10,000 keys in 21 languages with the shared workload generator (about 12% of each
# language untranslated), builds in release mode, and times, end to end as processes:
#   the stand-in alone: an instant program (it answers each ask with its source in guillemets) run
#     once per batch of 50 on the very lines l10n sends (taken from --dry-run), as l10n runs it;
#   l10n translate --lang fr with that program: collecting the texts, running the batches, the
#     gate and the atomic write of the 20 MB catalog.
# The difference is what l10n adds to the program's own time; the issue's budget is 0.5 s.
#
#   Benchmarks/translate.sh [--files 1000] [--keys-per-file 10] [--langs 21] [--runs 3]
set -euo pipefail
cd "$(dirname "$0")/.."
. Benchmarks/common.sh

files=1000 keys=10 langs=21 runs=3
bench_options "$@"

bench_catalog translate
bench_build l10n

python3 - "$bin/l10n" "$out" "$runs" <<'PY'
import os, subprocess, sys, time
from timing import run
l10n, folder, runs = sys.argv[1], os.path.abspath(sys.argv[2]), int(sys.argv[3])
catalog = os.path.join(folder, "Localizable.xcstrings")
pristine = open(catalog, "rb").read()
program = os.path.join(folder, "instant.py")
with open(program, "w") as f:
    f.write("import json, sys\n"
            "out = []\n"
            "for line in sys.stdin:\n"
            "    ask = json.loads(line)\n"
            "    out.append(json.dumps({'id': ask['id'], 'target': '\\u00ab' + ask['source'] + '\\u00bb'}))\n"
            "sys.stdout.write('\\n'.join(out) + '\\n')\n")
command = "python3 " + program
_, lines = run([l10n, "translate", "--lang", "fr", "--command", command, "--dry-run"], cwd=folder)
asks = lines.splitlines()
batches = [asks[i:i + 50] for i in range(0, len(asks), 50)]

def standin():
    start = time.perf_counter()
    for batch in batches:
        subprocess.run(["/bin/sh", "-c", command], input=("\n".join(batch) + "\n").encode(),
                       stdout=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start

def translate():
    open(catalog, "wb").write(pristine)
    seconds, _ = run([l10n, "translate", "--lang", "fr", "--command", command], cwd=folder)
    return seconds

alone, whole = [], []
for _ in range(runs):  # alternated, so both see the same machine
    alone.append(standin())
    whole.append(translate())
open(catalog, "wb").write(pristine)
a, w = min(alone), min(whole)
print(f"workload: {len(asks)} French texts to translate in {len(batches)} batches of 50 "
      f"(10,000-key catalog, {os.path.getsize(catalog) / 1e6:.1f} MB); best of {runs}")
print(f"  the stand-in alone, {len(batches)} runs:   {a:6.2f} s")
print(f"  l10n translate with it:          {w:6.2f} s")
print(f"  what l10n adds:                  {w - a:6.2f} s   (budget 0.50 s)")
PY
