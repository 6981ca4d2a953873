#!/usr/bin/env bash
# Records what an l10n binary makes of every corpus catalog, so that two builds can be compared
# byte for byte (a refactoring must not change any output).
#
#   Tests/Scripts/output-identity.sh record OUT [L10N]   # L10N defaults to .build/debug/l10n
#   Tests/Scripts/output-identity.sh compare A B          # exit 1 and list the files that differ
#
# For each catalog in Tests/Fixtures/real (each in a folder of its own, with no l10n.yml above it):
# fmt (the catalog's bytes after it), status (text, json, words), check in every format, export of
# every language the catalog has in xliff, csv, xcloc, po and pot, pseudo-localization, memory
# stats and TMX export, fill --dry-run, import of the exported files (dry run) and of pseudo text
# (for real), diff of the catalog before and after that import, and a three-way merge-driver run.
# Once: check --list-rules in every format, and the embedded default (Samples + Catalogs, copied):
# extract, status, check in every format, a baseline, rename --dry-run, report. The ICU version is
# in check's reports, so compare outputs of builds on the same machine.
set -euo pipefail
cd "$(dirname "$0")/../.."

record() {
  local out=$1 bin=${2:-.build/debug/l10n}
  bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
  local fixtures=$PWD/Tests/Fixtures/real
  mkdir -p "$out"; out=$(cd "$out" && pwd)
  local work; work=$(mktemp -d)
  trap 'rm -rf "$work"' RETURN
  for catalog in "$fixtures"/*.xcstrings; do
    local name; name=$(basename "$catalog" .xcstrings)
    local dir=$work/$name dest=$out/$name
    mkdir -p "$dir" "$dest"
    cp "$catalog" "$dir/$name.xcstrings"
    (
      cd "$dir"
      set +e
      "$bin" status --format json "$name.xcstrings" >"$dest/status.json" 2>"$dest/status.err"; echo "$?" >"$dest/status.exit"
      "$bin" check --format json "$name.xcstrings" >"$dest/check.json" 2>"$dest/check.err"; echo "$?" >"$dest/check.exit"
      "$bin" check --format sarif "$name.xcstrings" >"$dest/check.sarif" 2>"$dest/sarif.err"; echo "$?" >"$dest/sarif.exit"
      for format in xliff csv xcloc; do
        "$bin" export --all-languages --format "$format" --output "export-$format" "$name.xcstrings" \
          >"$dest/export-$format.out" 2>"$dest/export-$format.err"; echo "$?" >"$dest/export-$format.exit"
        if [ -e "export-$format" ]; then mv "export-$format" "$dest/"; fi
      done
      for format in text github junit markdown; do
        "$bin" check --format "$format" "$name.xcstrings" >"$dest/check-$format.out" 2>"$dest/check-$format.err"
        echo "$?" >"$dest/check-$format.exit"
      done
      "$bin" status "$name.xcstrings" >"$dest/status.txt" 2>"$dest/status-text.err"; echo "$?" >"$dest/status-text.exit"
      "$bin" status --words --format json "$name.xcstrings" >"$dest/status-words.json" 2>&1; echo "$?" >>"$dest/status-words.json"
      for format in po pot; do
        "$bin" export --all-languages --format "$format" --output "export-$format" "$name.xcstrings" \
          >"$dest/export-$format.out" 2>"$dest/export-$format.err"; echo "$?" >"$dest/export-$format.exit"
        if [ -e "export-$format" ]; then mv "export-$format" "$dest/"; fi
      done
      "$bin" export --pseudo --format xliff --output pseudo "$name.xcstrings" >"$dest/pseudo.out" 2>&1
      echo "$?" >>"$dest/pseudo.out"; if [ -e pseudo ]; then mv pseudo "$dest/"; fi
      "$bin" memory stats --format json "$name.xcstrings" >"$dest/memory-stats.json" 2>&1; echo "$?" >>"$dest/memory-stats.json"
      "$bin" memory stats "$name.xcstrings" >"$dest/memory-stats.txt" 2>&1; echo "$?" >>"$dest/memory-stats.txt"
      "$bin" memory export --output memory.tmx "$name.xcstrings" >"$dest/memory-export.out" 2>&1
      echo "$?" >>"$dest/memory-export.out"; if [ -e memory.tmx ]; then mv memory.tmx "$dest/"; fi
      for format in text json; do
        "$bin" fill --from-memory --dry-run --format "$format" "$name.xcstrings" >"$dest/fill-$format.out" 2>&1
        echo "$?" >>"$dest/fill-$format.out"
      done
      "$bin" fmt "$name.xcstrings" >"$dest/fmt.out" 2>"$dest/fmt.err"; echo "$?" >"$dest/fmt.exit"
      cp "$name.xcstrings" "$dest/fmt.xcstrings"
      # The exported XLIFF and CSV back in (each file, text and json summaries), then the catalog.
      for file in "$dest"/export-xliff/*.xliff "$dest"/export-csv/*.csv; do
        [ -e "$file" ] || continue
        for format in text json; do
          "$bin" import --dry-run --format "$format" --catalog "$name.xcstrings" "$file" >>"$dest/import-dry-$format.out" 2>&1
          echo "$?" >>"$dest/import-dry-$format.out"
        done
      done
      # A changed copy: every exported target of the first language with pseudo text, imported for real.
      local first; first=$(ls "$dest"/pseudo/*.xliff 2>/dev/null | head -1 || true)
      if [ -n "$first" ]; then
        "$bin" import --format json --accept-drift --catalog "$name.xcstrings" "$first" >"$dest/import-pseudo.out" 2>&1; echo "$?" >>"$dest/import-pseudo.out"
        cp "$name.xcstrings" "$dest/imported.xcstrings"; cp "$dest/fmt.xcstrings" before.xcstrings
        for format in text json markdown; do
          "$bin" diff --format "$format" before.xcstrings "$name.xcstrings" >"$dest/diff-$format.out" 2>&1
          echo "$?" >>"$dest/diff-$format.out"
        done
      fi
      # Three-way merge: base, ours (after the pseudo import), theirs (a key removed by fmt's copy is
      # not possible to make here without jq, so theirs is the base with its first "state" edited).
      cp "$dest/fmt.xcstrings" base.xcstrings; cp "$name.xcstrings" ours.xcstrings
      sed '0,/"state" : "translated"/s//"state" : "needs_review"/' base.xcstrings >theirs.xcstrings
      "$bin" merge-driver base.xcstrings ours.xcstrings theirs.xcstrings >"$dest/merge.out" 2>&1
      echo "$?" >>"$dest/merge.out"; cp ours.xcstrings "$dest/merged.xcstrings"
    )
  done
  # Once: the rule list in every format, and the embedded default (Samples + Catalogs) in a copy.
  for format in text json markdown; do
    "$bin" check --list-rules --format "$format" >"$out/list-rules-$format.out" 2>&1; echo "$?" >>"$out/list-rules-$format.out"
  done
  local root=$work/embedded; mkdir -p "$root"
  cp -R Samples Catalogs l10n.yml "$root/"
  (
    cd "$root"
    set +e
    for format in text json; do
      "$bin" extract --dry-run --format "$format" >"$out/embedded-extract-$format.out" 2>&1; echo "$?" >>"$out/embedded-extract-$format.out"
      "$bin" status --format "$format" >"$out/embedded-status-$format.out" 2>&1; echo "$?" >>"$out/embedded-status-$format.out"
    done
    for format in text json sarif github junit markdown; do
      "$bin" check --format "$format" >"$out/embedded-check-$format.out" 2>&1; echo "$?" >>"$out/embedded-check-$format.out"
    done
    "$bin" check --write-baseline baseline.json >"$out/embedded-baseline.out" 2>&1; echo "$?" >>"$out/embedded-baseline.out"
    cp baseline.json "$out/embedded-baseline.json" 2>/dev/null
    "$bin" check --baseline baseline.json >"$out/embedded-check-baseline.out" 2>&1; echo "$?" >>"$out/embedded-check-baseline.out"
    "$bin" rename --dry-run settings.about.title settings.about.heading >"$out/embedded-rename.out" 2>&1; echo "$?" >>"$out/embedded-rename.out"
    "$bin" report --no-sources --output report >"$out/embedded-report.out" 2>&1; echo "$?" >>"$out/embedded-report.out"
    # The page says when it was made; everything else must match.
    sed -E 's/"generated":"[^"]*"/"generated":"-"/' report/index.html >"$out/embedded-report.html" 2>/dev/null
    "$bin" extract >"$out/embedded-extract-write.out" 2>&1; echo "$?" >>"$out/embedded-extract-write.out"
    cp Catalogs/Localizable.xcstrings "$out/embedded-extracted.xcstrings"
  )
  touch "$out/DONE"
  echo "output-identity: recorded $(find "$out" -type f | wc -l) files in $out"
}

compare() {
  if diff -r "$1" "$2" >/dev/null; then
    echo "output-identity: $(find "$1" -type f | wc -l) files, all identical"
  else
    echo "output-identity: outputs differ:" >&2
    diff -rq "$1" "$2" >&2 || true
    return 1
  fi
}

case "${1:-}" in
  record) shift; record "$@" ;;
  compare) shift; compare "$@" ;;
  *) sed -n '2,12p' "$0" >&2; exit 64 ;;
esac
