#!/usr/bin/env bash
# The first `swift build` on a Mac must succeed, and Linux never checks Apple availability. This
# does it here: it reads Apple's `@available(macOS …)` from the toolchain's own module interfaces
# (the textual .swiftinterface of Swift, _Concurrency, _StringProcessing, RegexBuilder and
# Synchronization; FoundationEssentials, FoundationInternationalization, Foundation and Dispatch,
# binary-only on Linux, through swift-synthesize-interface) and fails on every use, in Sources,
# Plugins, Tests, Benchmarks and Fuzz, of a declaration newer than the macOS floor Package.swift
# declares, unless `if #available`, `guard #available` or `@available` covers it.
#
# In the same run it checks itself: a scratch folder with planted uses of String(validating:as:),
# Mutex, Span, RawSpan, InlineArray and two Foundation APIs newer than the floor (and the same
# uses inside `if #available`) must give exactly the planted findings.
#
# How it matches (Tests/DarwinAvailability): by name, without types. Types by name, initializers
# by type and argument labels, functions by name and labels, properties by name. A use counts
# only when every declaration of that name (Apple's older ones, the project's, its dependencies')
# is newer than the floor, so it errs towards silence on names shared with older APIs.
# Allowed exceptions: Tests/Scripts/darwin-availability-allowed.txt, each with its reason.
#
#   bash Tests/Scripts/darwin-availability.sh        # `make lint` and .ci/run run it
#   SCRATCH=.build-x bash Tests/Scripts/darwin-availability.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
scratch=${SCRATCH:-.build}

# The floor Package.swift declares: `.macOS(.v13)` is 13.0, `.macOS(.v10_15)` 10.15.
floor=$(sed -n 's/.*\.macOS(\.v\([0-9_]*\)).*/\1/p' Package.swift | head -1 | tr _ .)
[ -n "$floor" ] || { echo "darwin-availability: no .macOS(.vN) in Package.swift's platforms" >&2; exit 2; }
case "$floor" in *.*) ;; *) floor="$floor.0" ;; esac
# The Swift floor: the first line's swift-tools-version.
swift_floor=$(sed -n '1s|^// swift-tools-version: *\([0-9.]*\).*|\1|p' Package.swift)
[ -n "$swift_floor" ] || { echo "darwin-availability: Package.swift has no swift-tools-version line" >&2; exit 2; }

swift build --scratch-path "$scratch" --product darwin-availability >/dev/null
tool="$(swift build --scratch-path "$scratch" --show-bin-path)/darwin-availability"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Where the interfaces are: the toolchain's resource folder on Linux; on macOS the SDK's.
# Tab-separated: a toolchain path may hold spaces (/Applications/Xcode 16.4.app).
IFS=$'\t' read -r resources triple < <(swift -print-target-info | python3 -c \
  'import json, sys; d = json.load(sys.stdin); print(d["paths"]["runtimeResourcePath"] + "\t" + d["target"]["moduleTriple"])')
folders=()
case "$(uname -s)" in
  Darwin)
    sdk=$(xcrun --show-sdk-path)
    folders+=("$sdk/usr/lib/swift" "$sdk/System/Library/Frameworks")
    synthesize=(xcrun swift-synthesize-interface -sdk "$sdk")
    ;;
  *)
    folders+=("$resources/$(uname -s | tr '[:upper:]' '[:lower:]')")
    synthesize=(swift-synthesize-interface)
    ;;
esac

interfaces=()
find_interface() {  # MODULE REQUIRED
  local module=$1 folder candidate
  for folder in "${folders[@]}"; do
    for candidate in "$folder/$module.swiftmodule/$triple.swiftinterface" \
      "$folder/$module.framework/Modules/$module.swiftmodule/$triple.swiftinterface"; do
      if [ -f "$candidate" ]; then
        interfaces+=(--interface "$module=$candidate")
        return
      fi
    done
  done
  # Binary-only (FoundationEssentials and Foundation on Linux): the toolchain prints its interface.
  if "${synthesize[@]}" -module-name "$module" -target "$triple" -o "$work/$module.swift" 2>"$work/$module.err" \
    && [ -s "$work/$module.swift" ]; then
    interfaces+=(--interface "$module=$work/$module.swift")
  elif [ "$2" = required ]; then
    echo "darwin-availability: no interface for $module (looked in ${folders[*]}):" >&2
    cat "$work/$module.err" >&2
    exit 2
  fi
}
# Foundation is FoundationEssentials and friends on Linux (and macOS 15's SDK); older SDKs have
# only Foundation's own interface.
case "$(uname -s)" in
  Darwin) required=(Swift _Concurrency _StringProcessing Synchronization Foundation)
    optional=(RegexBuilder FoundationEssentials FoundationInternationalization Dispatch) ;;
  *) required=(Swift _Concurrency _StringProcessing Synchronization FoundationEssentials)
    optional=(RegexBuilder FoundationInternationalization Foundation Dispatch) ;;
esac
for module in "${required[@]}"; do find_interface "$module" required; done
for module in "${optional[@]}"; do find_interface "$module" optional; done

# The planted uses, one a line, and the same uses where `if #available` covers them.
planted="$work/planted"
mkdir -p "$planted"
cat >"$planted/Planted.swift" <<'EOF'
import Foundation
import Synchronization

func plantedUses(bytes: [UInt8], start: Date) {
  _ = String(validating: bytes, as: UTF8.self)  // expect String.init(validating:as:)
  let counter = Mutex(0)  // expect Mutex
  func read(_ span: Span<UInt8>) {}  // expect Span
  func readRaw(_ span: RawSpan) {}  // expect RawSpan
  _ = "text".utf8Span  // expect String.utf8Span
  let numbers: InlineArray<3, Int> = [1, 2, 3]  // expect InlineArray
  _ = Calendar.current.dates(byAdding: .day, startingAt: start)  // expect Calendar.dates(byAdding:value:startingAt:in:wrappingComponents:)
  _ = Locale.preferredLocales  // expect Locale.preferredLocales
  _ = (counter, numbers)
}

func guardedUses(bytes: [UInt8], start: Date) {
  if #available(macOS 26.0, *) {
    _ = String(validating: bytes, as: UTF8.self)
    _ = Mutex(0)
    #if compiler(>=6.2)
      let numbers: InlineArray<3, Int> = [1, 2, 3]
      _ = numbers
    #endif
  }
  guard #available(macOS 15, *) else { return }
  _ = Calendar.current.dates(byAdding: .day, startingAt: start)
  _ = Locale.preferredLocales
}

#if compiler(>=6.2)
  @available(macOS 26, *)
  func availableUses(_ span: Span<UInt8>, _ raw: RawSpan, _ numbers: InlineArray<2, Int>) {}
#endif

#if os(Linux)
  func linuxOnly(bytes: [UInt8]) { _ = String(validating: bytes, as: UTF8.self) }
#endif
EOF

paths=()
for path in Sources Plugins Tests Benchmarks Fuzz/Sources; do [ -d "$path" ] && paths+=("$path"); done
status=0
"$tool" --floor "$floor" "${interfaces[@]}" --names-from "$scratch/checkouts" \
  --swift-floor "$swift_floor" --swift-additions Tests/Scripts/darwin-availability-swift.txt \
  --allow Tests/Scripts/darwin-availability-allowed.txt "${paths[@]}" "$planted" >"$work/out.txt" || status=$?
if [ "$status" -gt 1 ]; then
  cat "$work/out.txt"
  exit "$status"
fi

# The project: nothing but what is allowed.
grep -v "^$planted/" "$work/out.txt" | grep -v '^darwin-availability: [0-9]* Swift files' || true
project_errors=$(grep -v "^$planted/" "$work/out.txt" | grep -c ': error: ' || true)

# The planted file: each expected line found, and nothing else.
self_test=0
while IFS=: read -r line expected; do
  if ! grep -qF "$planted/Planted.swift:$line:" <(grep -F ": error: $expected needs " "$work/out.txt"); then
    echo "darwin-availability: self-test: the planted use of $expected (Planted.swift:$line) was not found" >&2
    self_test=1
  fi
done < <(grep -n '// expect ' "$planted/Planted.swift" | sed 's|^\([0-9]*\):.*// expect \(.*\)$|\1:\2|')
expected_count=$(grep -c '// expect ' "$planted/Planted.swift")
found_count=$(grep -c "^$planted/Planted.swift:[0-9]*:[0-9]*: error: " "$work/out.txt" || true)
if [ "$found_count" -ne "$expected_count" ]; then
  echo "darwin-availability: self-test: $found_count findings in the planted file, expected $expected_count:" >&2
  grep "^$planted/" "$work/out.txt" >&2 || true
  self_test=1
fi
[ "$self_test" -eq 0 ] && echo "darwin-availability: self-test: all $expected_count planted uses found, none of the guarded ones"

if [ "$project_errors" -gt 0 ]; then
  echo "darwin-availability: $project_errors use(s) of APIs newer than macOS $floor in this project (above)" >&2
  exit 1
fi
[ "$self_test" -eq 0 ] || exit 1
echo "darwin-availability: no use of an API newer than macOS $floor outside an availability check"
