#!/usr/bin/env bash
# The first `swift build` on a Mac must succeed, and Linux never checks Apple availability. This
# does it here: it reads Apple's `@available(macOS …)` from the toolchain's own module interfaces
# (every module the toolchain offers to import but the Linux-only ones: Swift, _Concurrency,
# _StringProcessing, RegexBuilder, Synchronization, Observation, Distributed, Testing and the
# rest as textual .swiftinterface; FoundationEssentials, FoundationInternationalization,
# Foundation, FoundationXML, Dispatch and XCTest, binary-only on Linux, through
# swift-synthesize-interface) and fails on every use, in Sources, Plugins, Tests, Benchmarks and
# Fuzz, of a declaration newer than the macOS floor Package.swift declares, unless `if
# #available`, `guard #available`, `@available` or an `#if os(Linux)` branch covers it. It also
# fails on a use of a declaration that a Swift older than Package.swift's swift-tools-version
# lacks (Tests/Scripts/darwin-availability-swift.txt), unless `#if compiler(>=…)` covers it.
#
# In the same run it checks itself: a scratch folder with planted uses must give exactly the
# planted findings, and none for the same uses inside `#available`, `@available`, `#if os(Linux)`
# or `#if compiler(>=6.2)`. Planted: String(validating:as:), Mutex, Span, RawSpan, utf8Span,
# InlineArray, Int128, two Foundation APIs of macOS 15; of macOS 14: @Observable, #Predicate,
# withDiscardingTaskGroup { } (a trailing closure), withObservationTracking, DiscardingTaskGroup,
# URL(string:encodingInvalidCharacters:); of macOS 15: Calendar.Component.dayOfYear (an implicit
# member), indices(where:) (which swift-collections' `indices` must not hide); of Swift 6.2:
# Task(name:) { }. The planted run takes Swift 6.1 for its Swift floor, so that the Swift
# additions stay tested now that the floor is 6.2.
#
# How it matches (Tests/DarwinAvailability): a syntax scanner, by name, without types. Types by
# name; initializers by type and argument labels; functions and macros by name and labels (an
# unlabeled trailing closure fills the next parameter unless it has a default and a later one has
# none); attached macros (`@Observable`) and freestanding ones (`#Predicate`) by name against the
# macro declarations; properties by name, an implicit member passed as an argument (`.dayOfYear`)
# by the type of the parameter it fills. A use counts only when every declaration it may mean
# (Apple's older ones, the project's, its dependencies' public types and macros) is newer than
# the floor, so it errs towards silence on names shared with older APIs.
#
# What it still cannot see, having no compiler (a use there passes unreported):
# - a member used through a value whose type it would have to infer, when any declaration it
#   reads (an older Apple one, the project's) has the same name and labels; overloads that only
#   argument types tell apart; an implicit member that is no call's argument (`case .dayOfYear:`,
#   `let c: Calendar.Component = .dayOfYear`) when an older member shares its name;
# - what a macro expands to (a macro is judged by its own declaration), operators, key paths
#   (`\.newerProperty`), literals whose type is inferred (`takesInt128(5)`), string
#   interpolation overloads and a protocol's newer default implementations;
# - Apple frameworks the Linux toolchain has no interface of (SwiftUI, AppKit, Combine, os):
#   their uses are never reported here; and Swift language features (new syntax, attributes)
#   and library additions that darwin-availability-swift.txt does not list by hand.
# What it misreads (reports what compiles; allow it below, with the reason): availability said
# in forms other than `if #available`, `guard #available`, `@available` and `#if os(…)`
# (`while #available`, the `else` of `if #unavailable`).
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
# A module's textual interface: the target's own, else another architecture's of the same OS
# (Apple-silicon SDKs ship arm64e-apple-macos.swiftinterface where the triple says arm64).
interface_file() {  # MODULE.swiftmodule-FOLDER
  local candidate
  [ -f "$1/$triple.swiftinterface" ] && { echo "$1/$triple.swiftinterface"; return; }
  for candidate in "$1"/*-"${triple#*-}".swiftinterface "$1"/*.swiftinterface; do
    case "$candidate" in *.private.swiftinterface | *.package.swiftinterface) continue ;; esac
    [ -f "$candidate" ] && { echo "$candidate"; return; }
  done
  return 1
}
find_interface() {  # MODULE REQUIRED
  local module=$1 folder found
  for folder in "${folders[@]}"; do
    for found in "$folder/$module.swiftmodule" "$folder/$module.framework/Modules/$module.swiftmodule"; do
      if [ -d "$found" ] && found=$(interface_file "$found"); then
        interfaces+=(--interface "$module=$found")
        return
      fi
    done
  done
  # Binary-only (Foundation and Dispatch on Linux): the toolchain prints its interface.
  if "${synthesize[@]}" -module-name "$module" -target "$triple" -o "$work/$module.swift" 2>"$work/$module.err" \
    && [ -s "$work/$module.swift" ]; then
    interfaces+=(--interface "$module=$work/$module.swift")
  elif [ "$2" = required ]; then
    echo "darwin-availability: no interface for $module (looked in ${folders[*]}):" >&2
    cat "$work/$module.err" >&2
    exit 2
  fi
}
# Every module the toolchain offers to import (Observation, Distributed, Testing, FoundationXML
# …), but those macOS has no such module for: a Linux-only module's names (Glibc's C functions)
# would only hide Apple's; _FoundationCollections is swift-foundation's private copy of
# swift-collections, which no Mac has. On macOS: the SDK's own Swift modules and the frameworks
# the code imports. The required ones are the floor of what any toolchain has.
required=(Swift _Concurrency _StringProcessing Synchronization Observation)
linux_only=' Glibc SwiftGlibc Musl Android WinSDK CRT SwiftOnoneSupport _FoundationCollections '
optional=()
imported=" $(grep -rhoE '^ *(@testable )?import [A-Za-z_][A-Za-z0-9_]*' Sources Plugins Tests Benchmarks Fuzz/Sources 2>/dev/null \
  | awk '{ print $NF }' | sort -u | tr '\n' ' ' || true) "
for folder in "${folders[@]}"; do
  for found in "$folder"/*.swiftmodule "$folder"/*.framework/Modules/*.swiftmodule; do
    [ -d "$found" ] || continue
    module=$(basename "$found" .swiftmodule)
    case "$linux_only ${required[*]} ${optional[*]} " in *" $module "*) continue ;; esac
    case "$found" in *.framework/*) case "$imported" in *" $module "*) ;; *) continue ;; esac ;; esac
    optional+=("$module")
  done
done
case "$(uname -s)" in
  Darwin) required+=(Foundation) ;;
  *) required+=(FoundationEssentials) ;;
esac
for module in "${required[@]}"; do find_interface "$module" required; done
for module in "${optional[@]}"; do
  case " ${required[*]} " in *" $module "*) continue ;; esac
  find_interface "$module" optional
done

# The planted uses, one a line with the finding it must give, and the same uses where
# `#available`, `@available`, `#if os(Linux)` or `#if compiler(>=6.2)` covers them.
planted="$work/planted"
mkdir -p "$planted"
cat >"$planted/Planted.swift" <<'EOF'
import Foundation
import Observation
import Synchronization

@Observable  // expect Observable()
final class PlantedModel { var count = 0 }

func plantedUses(bytes: [UInt8], start: Date, values: [Int]) async {
  _ = String(validating: bytes, as: UTF8.self)  // expect String.init(validating:as:)
  let counter = Mutex(0)  // expect Mutex
  func read(_ span: Span<UInt8>) {}  // expect Span
  func readRaw(_ span: RawSpan) {}  // expect RawSpan
  _ = "text".utf8Span  // expect String.utf8Span
  let numbers: InlineArray<3, Int> = [1, 2, 3]  // expect InlineArray
  _ = Calendar.current.dates(byAdding: .day, startingAt: start)  // expect Calendar.dates(byAdding:value:startingAt:in:wrappingComponents:)
  _ = Locale.preferredLocales  // expect Locale.preferredLocales
  await withDiscardingTaskGroup { group in group.addTask {} }  // expect withDiscardingTaskGroup(returning:isolation:body:)
  _ = Calendar.current.component(.dayOfYear, from: start)  // expect Component.dayOfYear
  _ = values.indices(where: { $0 > 1 })  // expect Collection.indices(where:)
  _ = #Predicate<Int> { $0 > 1 }  // expect Predicate(_:)
  withObservationTracking { _ = counter } onChange: {}  // expect withObservationTracking(_:onChange:)
  func discard(_ group: inout DiscardingTaskGroup) {}  // expect DiscardingTaskGroup
  Task(name: "planted") {}  // expect Task.init(name:priority:operation:)
  _ = URL(string: "a b", encodingInvalidCharacters: false)  // expect URL.init(string:encodingInvalidCharacters:)
  let wide: Int128 = 1  // expect Int128
  _ = (numbers, wide)
}

@available(macOS 14, *)
@Observable
final class GuardedModel { var count = 0 }

func guardedUses(bytes: [UInt8], start: Date, values: [Int]) async {
  if #available(macOS 26.0, *) {
    _ = String(validating: bytes, as: UTF8.self)
    _ = Mutex(0)
    #if compiler(>=6.2)
      let numbers: InlineArray<3, Int> = [1, 2, 3]
      _ = numbers
      Task(name: "guarded") {}
    #endif
  }
  if #available(macOS 14, *) {
    await withDiscardingTaskGroup { group in group.addTask {} }
    _ = #Predicate<Int> { $0 > 1 }
    withObservationTracking { _ = values } onChange: {}
    _ = URL(string: "a b", encodingInvalidCharacters: false)
  }
  guard #available(macOS 15, *) else { return }
  _ = Calendar.current.dates(byAdding: .day, startingAt: start)
  _ = Locale.preferredLocales
  _ = Calendar.current.component(.dayOfYear, from: start)
  _ = values.indices(where: { $0 > 1 })
  let wide: Int128 = 1
  _ = wide
}

@available(macOS 14, *)
func availableUses(_ group: inout DiscardingTaskGroup) -> Predicate<Int> { #Predicate<Int> { $0 > 1 } }

#if compiler(>=6.2)
  @available(macOS 26, *)
  func availableUses(_ span: Span<UInt8>, _ raw: RawSpan, _ numbers: InlineArray<2, Int>) {}
#endif

#if os(Linux)
  @Observable
  final class LinuxModel { var count = 0 }

  func linuxOnly(bytes: [UInt8], start: Date, values: [Int]) async {
    _ = String(validating: bytes, as: UTF8.self)
    await withDiscardingTaskGroup { group in group.addTask {} }
    _ = Calendar.current.component(.dayOfYear, from: start)
    _ = values.indices(where: { $0 > 1 })
    _ = #Predicate<Int> { $0 > 1 }
  }
#endif
EOF

paths=()
for path in Sources Plugins Tests Benchmarks Fuzz/Sources; do [ -d "$path" ] && paths+=("$path"); done
# The dependencies' importable code: their Sources, not their examples and tests (swift-syntax's
# Examples declare a `macro Observable` of their own).
dependencies=()
for path in "$scratch"/checkouts/*/Sources; do [ -d "$path" ] && dependencies+=(--names-from "$path"); done
run() {  # OUTPUT SWIFT-FLOOR PATH...
  local output=$1 swift=$2 status=0
  shift 2
  "$tool" --floor "$floor" "${interfaces[@]}" "${dependencies[@]}" \
    --swift-floor "$swift" --swift-additions Tests/Scripts/darwin-availability-swift.txt \
    --allow Tests/Scripts/darwin-availability-allowed.txt "$@" >"$output" || status=$?
  if [ "$status" -gt 1 ]; then
    cat "$output"
    exit "$status"
  fi
  return "$status"
}

# The project: nothing but what is allowed.
project_status=0
run "$work/out.txt" "$swift_floor" "${paths[@]}" || project_status=$?
grep -v '^darwin-availability: [0-9]* Swift files' "$work/out.txt" || true

# The planted file beside the project's files (whose declarations may hide a use, as
# they would in the project), against Swift 6.1 (older than every addition listed): each
# expected line found, nothing else in it, and the tool's status says so.
planted_status=0
run "$work/planted.txt" 6.1 "${paths[@]}" "$planted" || planted_status=$?
self_test=0
while IFS=: read -r line expected; do
  if ! grep -qF "$planted/Planted.swift:$line:" <(grep -F ": error: $expected needs " "$work/planted.txt"); then
    echo "darwin-availability: self-test: the planted use of $expected (Planted.swift:$line) was not found" >&2
    self_test=1
  fi
done < <(grep -n '// expect ' "$planted/Planted.swift" | sed 's|^\([0-9]*\):.*// expect \(.*\)$|\1:\2|')
expected_count=$(grep -c '// expect ' "$planted/Planted.swift")
found_count=$(grep -c "^$planted/Planted.swift:[0-9]*:[0-9]*: error: " "$work/planted.txt" || true)
if [ "$found_count" -ne "$expected_count" ] || [ "$planted_status" -ne 1 ]; then
  echo "darwin-availability: self-test: $found_count findings in the planted file (status $planted_status)," \
    "expected $expected_count:" >&2
  grep "^$planted/" "$work/planted.txt" >&2 || true
  self_test=1
fi
[ "$self_test" -eq 0 ] && echo "darwin-availability: self-test: all $expected_count planted uses found, none of the guarded ones"

if [ "$project_status" -ne 0 ]; then
  echo "darwin-availability: use(s) of APIs newer than macOS $floor or Swift $swift_floor in this project (above)" >&2
  exit 1
fi
[ "$self_test" -eq 0 ] || exit 1
echo "darwin-availability: no use of an API newer than macOS $floor or Swift $swift_floor outside an availability check"
