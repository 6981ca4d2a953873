#!/usr/bin/env bash
# Builds the fuzz seed corpora under Fuzz/seeds/<target>/ from the real catalogs and XLIFF exports
# (their units also as PO and TMX files)
# in ../shared/corpus/real (or Tests/Fixtures/real when shared/ is not there), the sample app's
# Swift sources and the regression inputs in Tests/Fixtures/fuzz. Large catalogs are cut into
# small catalogs of a few keys each (written with Xcode's " : " spacing), so every seed fits the
# fuzzers' -max_len and runs fast. Idempotent: the seeds folder is made anew.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
corpus="$root/../shared/corpus/real"
[ -d "$corpus" ] || corpus="$root/Tests/Fixtures/real"
seeds="$here/seeds"
rm -rf "$seeds"
mkdir -p "$seeds"/{FuzzCatalogReader,FuzzXLIFFReader,FuzzCSVReader,FuzzExtraction,FuzzPOReader,FuzzTMXReader,FuzzTBXReader,FuzzAndroidReader,FuzzStringsReader,FuzzStringsdictReader,FuzzRuntime}

python3 - "$corpus" "$seeds" <<'PY'
import json, os, re, sys, glob, csv, io
corpus, seeds = sys.argv[1], sys.argv[2]
MAX = 12 * 1024

def dump(obj):
    # Xcode's layout: two-space indentation, " : " between key and value, no ASCII escaping.
    return json.dumps(obj, indent=2, separators=(",", " : "), ensure_ascii=False) + "\n"

# Catalogs: small ones whole, large ones cut into catalogs of a few keys each.
for path in sorted(glob.glob(os.path.join(corpus, "*.xcstrings"))):
    name = os.path.basename(path)[:-len(".xcstrings")]
    raw = open(path, "rb").read()
    if len(raw) <= MAX:
        open(os.path.join(seeds, "FuzzCatalogReader", name + ".xcstrings"), "wb").write(raw)
        continue
    catalog = json.loads(raw)
    keys = list(catalog["strings"].items())
    chunk, written, index = [], 0, 0
    for key, entry in keys:
        chunk.append((key, entry))
        text = dump(dict(catalog, strings=dict(chunk)))
        if len(text.encode()) > MAX // 3 or len(chunk) >= 6:
            out = os.path.join(seeds, "FuzzCatalogReader", "%s-%03d.xcstrings" % (name, index))
            open(out, "w", encoding="utf-8").write(text)
            chunk, index = [], index + 1
            if index >= 25:
                break

# XLIFF: the exports whole (they fit), and cut into documents of a few trans-units each; and the
# same units as translator CSVs in the layout `l10n export --format csv` writes.
header = ["catalog", "id", "key", "screen", "comment", "source ({})", "target ({})", "state", "fingerprint", "used at"]
for path in sorted(glob.glob(os.path.join(corpus, "*.xliff"))):
    name = os.path.basename(path)[:-len(".xliff")]
    text = open(path, encoding="utf-8").read()
    open(os.path.join(seeds, "FuzzXLIFFReader", name + ".xliff"), "w", encoding="utf-8").write(text)
    files = re.findall(r'(  <file [^>]*>\n    <header>.*?</header>\n    <body>\n)(.*?)(    </body>\n  </file>\n)', text, re.S)
    prolog = text[:text.index("  <file ")]
    index = 0
    for head, body, tail in files:
        units = re.findall(r'      <trans-unit .*?</trans-unit>\n', body, re.S)
        for start in range(0, len(units), 4):
            part = units[start:start + 4]
            doc = prolog + head + "".join(part) + tail + "</xliff>\n"
            open(os.path.join(seeds, "FuzzXLIFFReader", "%s-%03d.xliff" % (name, index)), "w", encoding="utf-8").write(doc)
            # CSV of the same units.
            original = re.search(r'original="([^"]*)"', head).group(1)
            src = re.search(r'source-language="([^"]*)"', head).group(1)
            tgt = re.search(r'target-language="([^"]*)"', head).group(1)
            out = io.StringIO()
            w = csv.writer(out, lineterminator="\r\n")
            w.writerow([h.format(src) if "source" in h else h.format(tgt) for h in header])
            for unit in part:
                uid = re.search(r'id="([^"]*)"', unit).group(1)
                s = re.search(r'<source>(.*?)</source>', unit, re.S)
                t = re.search(r'<target[^>]*>(.*?)</target>', unit, re.S)
                st = re.search(r'<target state="([^"]*)"', unit)
                note = re.search(r'<note>(.*?)</note>', unit, re.S)
                unesc = lambda x: x.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&amp;", "&") if x else ""
                w.writerow([original, unesc(uid), unesc(uid.split("|==|")[0]), "", unesc(note.group(1)) if note else "",
                            unesc(s.group(1)) if s else "", unesc(t.group(1)) if t else "",
                            ("translated" if st and st.group(1) == "translated" else (st.group(1) if st else "")), "", ""])
            open(os.path.join(seeds, "FuzzCSVReader", "%s-%03d.csv" % (name, index)), "w", encoding="utf-8", newline="").write(out.getvalue())
            # PO and TMX of the same units: msgctxt the id, msgid the source, msgstr the target.
            po_quote = lambda x: '"' + x.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'
            po = 'msgid ""\nmsgstr ""\n"Language: %s\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Plural-Forms: nplurals=2; plural=n != 1;\\n"\n"X-L10n-Catalog: %s\\n"\n' % (tgt, original)
            tmx = '<?xml version="1.0" encoding="UTF-8"?>\n<tmx version="1.4">\n  <header creationtool="seed" creationtoolversion="1" datatype="plaintext" segtype="sentence" adminlang="en" srclang="%s" o-tmf="l10n"/>\n  <body>\n' % src
            for unit in part:
                uid = unesc(re.search(r'id="([^"]*)"', unit).group(1))
                s_ = re.search(r'<source>(.*?)</source>', unit, re.S)
                t_ = re.search(r'<target[^>]*>(.*?)</target>', unit, re.S)
                po += "\n%smsgctxt %s\nmsgid %s\nmsgstr %s\n" % ("#, fuzzy\n" if index % 3 == 0 else "", po_quote(uid), po_quote(unesc(s_.group(1)) if s_ else ""), po_quote(unesc(t_.group(1)) if t_ else ""))
                if s_ and t_:
                    tmx += '    <tu><tuv xml:lang="%s"><seg>%s</seg></tuv><tuv xml:lang="%s"><seg>%s</seg></tuv></tu>\n' % (src, s_.group(1), tgt, t_.group(1))
            tmx += "  </body>\n</tmx>\n"
            # TBX of the same units, as Translate Toolkit's csv2tbx writes it: the source a term.
            tbx = '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE martif PUBLIC "ISO 12200:1999A//DTD MARTIF core (DXFcdV04)//EN" "TBXcdv04.dtd">\n<martif type="TBX" xml:lang="%s">\n<text><body>\n' % src
            for unit in part:
                s_ = re.search(r'<source>(.*?)</source>', unit, re.S)
                t_ = re.search(r'<target[^>]*>(.*?)</target>', unit, re.S)
                if s_ and t_:
                    tbx += '<termEntry><langSet xml:lang="%s"><tig><term>%s</term></tig></langSet><langSet xml:lang="%s"><tig><term>%s</term></tig></langSet></termEntry>\n' % (src, s_.group(1), tgt, t_.group(1))
            tbx += "</body></text>\n</martif>\n"
            open(os.path.join(seeds, "FuzzTBXReader", "%s-%03d.tbx" % (name, index)), "w", encoding="utf-8").write(tbx)
            open(os.path.join(seeds, "FuzzPOReader", "%s-%03d.po" % (name, index)), "w", encoding="utf-8").write(po)
            open(os.path.join(seeds, "FuzzTMXReader", "%s-%03d.tmx" % (name, index)), "w", encoding="utf-8").write(tmx)
            index += 1
PY

# CSV edge shapes a spreadsheet writes: semicolons, a byte order mark, guarded formulas, quotes,
# line breaks inside cells, LF only.
printf '\xef\xbb\xbfcatalog;id;key;source (en);target (fr);state\r\nLocalizable;hello;hello;Hello;Bonjour;translated\r\n' > "$seeds/FuzzCSVReader/semicolon-bom.csv"
printf 'catalog,id,key,source (en),target (de),state\nA,"a ""b""","a ""b""","line\nbreak","'"'"'=SUM(1)",needs_review\nA,k|==|plural.one,k,one,eins,\n' > "$seeds/FuzzCSVReader/quotes-lf.csv"
printf 'id\ttarget (ja)\nx\ty\n' > "$seeds/FuzzCSVReader/tabs.csv"

# Swift: the sample app, the extraction sources and tests (full of string literals and calls).
n=0
while IFS= read -r -d '' file; do
  size=$(wc -c < "$file")
  [ "$size" -le 65536 ] || continue
  cp "$file" "$seeds/FuzzExtraction/$(printf '%03d' $n)-$(basename "$file")"
  n=$((n + 1))
done < <(find "$root/Samples" "$root/Tests/L10nExtractionTests" "$root/Sources/L10nExtraction" -name '*.swift' -print0 | sort -z)

# Legacy tables: the legacy fixtures as they are (old-style text, UTF-16, XML and binary property
# lists, .stringsdict rules), and from each real catalog a few languages' plain texts as old-style
# .strings (comments above entries, escapes) and XML .strings, and its plurals and substitutions
# as .stringsdict files (written with plistlib, as Apple's are).
find "$root/Tests/Fixtures/legacy" -type f -name '*.strings' -print0 | while IFS= read -r -d '' file; do
  cp "$file" "$seeds/FuzzStringsReader/legacy-$(basename "$(dirname "$file")" .lproj)-$(basename "$file" | tr ' ' '-')"
done
find "$root/Tests/Fixtures/legacy" -type f -name '*.stringsdict' -print0 | while IFS= read -r -d '' file; do
  cp "$file" "$seeds/FuzzStringsdictReader/legacy-$(basename "$(dirname "$file")" .lproj)-$(basename "$file")"
done
python3 - "$corpus" "$seeds" <<'PY'
import json, os, plistlib, sys, glob
corpus, seeds = sys.argv[1], sys.argv[2]

def quote(text):
    out = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return '"' + out + '"'

def rule(cases, spec="lld"):
    variable = {"NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": spec}
    for category, case in cases.items():
        unit = case.get("stringUnit")
        if unit:
            variable[category] = unit["value"]
    return variable

for path in sorted(glob.glob(os.path.join(corpus, "*.xcstrings"))):
    name = os.path.basename(path)[:-len(".xcstrings")]
    catalog = json.load(open(path, encoding="utf-8"))
    languages = []
    for entry in catalog["strings"].values():
        for language in entry.get("localizations", {}):
            if language not in languages:
                languages.append(language)
    for language in languages[:3]:
        plain, plurals, count = [], {}, 0
        for key, entry in catalog["strings"].items():
            localization = entry.get("localizations", {}).get(language)
            if not localization:
                continue
            unit = localization.get("stringUnit")
            if unit and "substitutions" not in localization and len(plain) < 40:
                plain.append((key, unit["value"], entry.get("comment")))
            plural = localization.get("variations", {}).get("plural")
            if plural and len(plurals) < 12:
                plurals[key] = {"NSStringLocalizedFormatKey": "%#@value@", "value": rule(plural)}
            if unit and "substitutions" in localization and len(plurals) < 12:
                item = {"NSStringLocalizedFormatKey": unit["value"]}
                for sub, body in localization["substitutions"].items():
                    item[sub] = rule(body.get("variations", {}).get("plural", {}), body.get("formatSpecifier", "lld"))
                plurals[key] = item
        if plain:
            text = ""
            for key, value, comment in plain:
                if comment:
                    text += "/* %s */\n" % comment.replace("*/", "* /")
                text += "%s = %s;\n\n" % (quote(key), quote(value))
            open(os.path.join(seeds, "FuzzStringsReader", "%s-%s.strings" % (name, language)), "w", encoding="utf-8").write(text)
            table = {key: value for key, value, _ in plain[:15]}
            try:
                data = plistlib.dumps(table, sort_keys=True)
            except ValueError:
                data = None
            if data:
                open(os.path.join(seeds, "FuzzStringsReader", "%s-%s-xml.strings" % (name, language)), "wb").write(data)
        if plurals:
            try:
                data = plistlib.dumps(plurals, sort_keys=True)
            except ValueError:
                continue
            open(os.path.join(seeds, "FuzzStringsdictReader", "%s-%s.stringsdict" % (name, language)), "wb").write(data)
PY

# Regression inputs found earlier (Tests/Fixtures/fuzz/<target>/) go back in.
for target in FuzzCatalogReader FuzzXLIFFReader FuzzCSVReader FuzzExtraction FuzzPOReader FuzzTMXReader FuzzTBXReader FuzzAndroidReader \
  FuzzStringsReader FuzzStringsdictReader; do
  if [ -d "$root/Tests/Fixtures/fuzz/$target" ]; then
    find "$root/Tests/Fixtures/fuzz/$target" -type f ! -name '*.md' -exec cp {} "$seeds/$target/" \;
  fi
done

# The runtime loads catalogs: the catalog reader's seeds, regression inputs included, and its own.
cp "$seeds/FuzzCatalogReader/"* "$seeds/FuzzRuntime/"
if [ -d "$root/Tests/Fixtures/fuzz/FuzzRuntime" ]; then
  find "$root/Tests/Fixtures/fuzz/FuzzRuntime" -type f ! -name '*.md' -exec cp {} "$seeds/FuzzRuntime/" \;
fi

for target in FuzzCatalogReader FuzzXLIFFReader FuzzCSVReader FuzzExtraction FuzzPOReader FuzzTMXReader FuzzTBXReader FuzzAndroidReader \
  FuzzStringsReader FuzzStringsdictReader FuzzRuntime; do
  printf '%-18s %4d seeds, %7d bytes\n' "$target" "$(ls "$seeds/$target" | wc -l)" "$(cat "$seeds/$target"/* | wc -c)"
done
