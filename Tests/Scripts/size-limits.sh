#!/usr/bin/env bash
# The layout limits CONTRIBUTING.md sets: no Swift file under Sources/ over 400 lines, and no
# command's `run` over 40 lines (a command parses options, calls one library entry point and
# renders). Prints each file or function over its limit and exits 1; `make lint` runs it.
# MAX_FILE and MAX_RUN change the limits (to see that it finds something, set them low).
set -euo pipefail
cd "$(dirname "$0")/../.."

max_file=${MAX_FILE:-400}
max_run=${MAX_RUN:-40}
status=0

while IFS= read -r file; do
  lines=$(wc -l <"$file")
  if [ "$lines" -gt "$max_file" ]; then
    echo "$file: $lines lines (at most $max_file)"
    status=1
  fi
done < <(find Sources -name '*.swift' | sort)

# A command's `run` from its `func run()` line to the brace that closes it. Braces inside string
# literals are counted too, so a `run` with unbalanced braces in a literal would be misjudged;
# none has one.
for file in Sources/l10n/Commands/*.swift; do
  awk -v file="$file" -v max="$max_run" '
    function count(line, ch,    copy) { copy = line; return gsub(ch, "", copy) }
    !inside && /func run\(\)/ { inside = 1; start = FNR; depth = 0 }
    inside {
      depth += count($0, "{") - count($0, "}")
      if (depth == 0 && FNR > start) {
        length_ = FNR - start + 1
        if (length_ > max) { printf "%s:%d: run is %d lines (at most %d)\n", file, start, length_, max; bad = 1 }
        inside = 0
      }
    }
    END { exit bad }
  ' "$file" || status=1
done

[ "$status" -eq 0 ] && echo "size limits: every Sources file within $max_file lines, every command run within $max_run"
exit "$status"
