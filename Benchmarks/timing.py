"""Timing for the benchmark scripts: the one home of running a command, timing it and taking
the best of several runs, so every script measures the same way.

The scripts source common.sh, which puts this folder on PYTHONPATH, then in their Python part:

    from timing import best, run, po_string
    status = best(runs, lambda: run([l10n, "status"])[0])
"""

import subprocess
import sys
import time


def run(args, cwd=None, accept=(0, 1)):
    """Runs `args` once: (seconds, stdout as text). Exits the benchmark when the command ends
    with a status outside `accept` (1 is l10n's "findings"), so a failure is never timed."""
    start = time.perf_counter()
    result = subprocess.run(args, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if result.returncode not in accept:
        sys.exit(f"{' '.join(args)} failed ({result.returncode}): {result.stderr.decode()[:500]}")
    return elapsed, result.stdout.decode(errors="replace")


def best(runs, measure):
    """The smallest of `runs` calls of `measure`, which returns seconds: the run least disturbed
    by the rest of the machine."""
    return min(measure() for _ in range(runs))


def po_string(text):
    """An XLIFF text (its markup entities undone) as a quoted PO string, for Translate Toolkit's
    side of a comparison."""
    text = text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&amp;", "&")
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'
