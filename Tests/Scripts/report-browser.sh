#!/usr/bin/env bash
# Browser test of `l10n report`: builds l10n, writes the page for the sample project (this
# repository, with its git history), for a copy of it with a planted hostile key and no git, for
# a corpus catalog, and for a two-catalog project with a coverage gate (on, then off), and opens
# each in headless Chromium (Tests/Scripts/report-browser.py, over the DevTools protocol): the
# numbers equal `status`'s, the findings and each filter's choices equal `check --format json`'s,
# every rule links to Checks.md, the gate marks what check says once per language, the keys list
# where code uses them, no network request, no JavaScript error, the planted key shown as text.
# Screenshots go to .build/report-browser/ (kept as CI artifacts).
#
#   Tests/Scripts/report-browser.sh            # needs chromium (Debian package chromium), python3
#   L10N_BIN=.build/release/l10n Tests/Scripts/report-browser.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
command -v chromium >/dev/null || { echo "report-browser: chromium is not installed (apt-get install chromium)" >&2; exit 1; }
if [ -z "${L10N_BIN:-}" ]; then
  swift build --product l10n >&2
  L10N_BIN="$(swift build --show-bin-path)/l10n"
fi
l10n=$(cd "$(dirname "$L10N_BIN")" && pwd)/$(basename "$L10N_BIN")
script="$root/Tests/Scripts/report-browser.py"
artifacts="$root/.build/report-browser"
mkdir -p "$artifacts"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# 1. The sample project, with coverage over its last 10 commits that changed a catalog (a note in
#    a shallow clone).
history=chart
[ "$(git rev-parse --is-shallow-repository 2>/dev/null || echo none)" = false ] || history=note
python3 "$script" --name sample --l10n "$l10n" --history 10 --expect-history "$history" \
  --output "$work/sample" --screenshot "$artifacts/sample.png"

# 2. A copy of it, outside git, with a key whose name, source text and comment are markup.
mkdir -p "$work/planted"
cp -R l10n.yml Catalogs Samples "$work/planted/"
key='paywall.<script>window.__l10nPwned=1</script>.title'
python3 - "$work/planted/Catalogs/Localizable.xcstrings" "$key" <<'PY'
import json, sys
path, key = sys.argv[1], sys.argv[2]
catalog = json.load(open(path, encoding="utf-8"))
catalog["strings"][key] = {
    "comment": "</script><script>window.__l10nPwned=4</script>",
    "extractionState": "manual",
    "localizations": {"en": {"stringUnit": {"state": "translated",
        "value": "<img src=x onerror=\"window.__l10nPwned=2\"></script><script>window.__l10nPwned=3</script>"}}},
}
json.dump(catalog, open(path, "w", encoding="utf-8"), ensure_ascii=False, indent=2)
PY
(cd "$work/planted" && python3 "$script" --name planted --l10n "$l10n" --history 5 --expect-history note \
  --planted "$key" --output "$work/planted/site" --screenshot "$artifacts/planted.png")

# 3. A real catalog from the corpus (CotEditor, 10 languages), on its own.
mkdir -p "$work/corpus"
cp Tests/Fixtures/real/coteditor_CotEditor_Main.xcstrings "$work/corpus/"
(cd "$work/corpus" && python3 "$script" --name corpus --l10n "$l10n" --no-sources \
  --catalog coteditor_CotEditor_Main.xcstrings --output "$work/corpus/site" --screenshot "$artifacts/corpus.png")
# 4. Two catalogs and a Swift source, with check.minCoverage: 80. French is 1 of 2 in
#    Localizable and 2 of 2 in Settings: 75 % over both, below the gate, marked once (not on
#    Settings' row at 100 %); German meets it. The code uses home.done (line 4) and a key no
#    catalog has (a missing-key finding in Sources/App.swift, the filter's "Swift sources").
mkdir -p "$work/gate/Sources"
cat >"$work/gate/Localizable.xcstrings" <<'JSON'
{ "sourceLanguage" : "en", "strings" : {
  "home.title" : { "localizations" : {
    "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } },
    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Accueil" } },
    "de" : { "stringUnit" : { "state" : "translated", "value" : "Start" } } } },
  "home.done" : { "comment" : "A button", "localizations" : {
    "en" : { "stringUnit" : { "state" : "translated", "value" : "Done" } },
    "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } } } }
}, "version" : "1.0" }
JSON
cat >"$work/gate/Settings.xcstrings" <<'JSON'
{ "sourceLanguage" : "en", "strings" : {
  "settings.title" : { "localizations" : {
    "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } },
    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Réglages" } },
    "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } } } },
  "settings.close" : { "localizations" : {
    "en" : { "stringUnit" : { "state" : "translated", "value" : "Close" } },
    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Fermer" } },
    "de" : { "stringUnit" : { "state" : "translated", "value" : "Schließen" } } } }
}, "version" : "1.0" }
JSON
printf 'import Foundation\n\nlet title = "home.title".i18n\nlet done = "home.done".i18n\nlet lost = "home.lost_key".i18n\n' \
  >"$work/gate/Sources/App.swift"
config='version: 1\nsourceLanguage: en\nsources: [Sources]\ncatalogs: [Localizable.xcstrings, Settings.xcstrings]\nlanguages: [fr, de]\ncheck:\n  minCoverage: 80\n'
printf "$config" >"$work/gate/l10n.yml"
(cd "$work/gate" && python3 "$script" --name gate --l10n "$l10n" --expect-below fr --expect-meets de \
  --expect-usage home.done=Sources/App.swift:4 --output "$work/gate/site" --screenshot "$artifacts/gate.png")

# 5. The same with the min-coverage rule off: the page must not claim to mark anything.
printf "$config"'  rules:\n    min-coverage: off\n' >"$work/gate/l10n.yml"
(cd "$work/gate" && python3 "$script" --name gate-off --l10n "$l10n" --expect-gate-off --output "$work/gate/site-off")
echo "report-browser: all pages passed; screenshots in .build/report-browser/"
