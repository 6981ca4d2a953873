#!/usr/bin/env bash
# The SwiftPM command plugin end to end: a scratch app package in a temporary folder depends on this
# checkout by path, and `swift package --allow-writing-to-package-directory l10n …` runs l10n there.
#
#   Tests/Scripts/plugin-smoke.sh [SWIFT_SYNTAX_VERSION]
#
# With a version (600.0.1, 603.0.1, …) the app also depends on swift-syntax `exact:` that version,
# as an app whose macro library pins it does, so l10n must resolve and build with it; the script
# checks that the graph resolved to that version.
#
# The scratch package builds l10n (and swift-syntax) from scratch, which takes minutes. To keep that
# build between runs, set L10N_PLUGIN_SCRATCH to a folder of your own; the build goes in a
# subfolder per swift-syntax version, passed to `swift package` as --scratch-path. Without it the
# build goes in the temporary folder and is removed afterwards.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
syntax_version=${1:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
app="$work/App"
scratch=${L10N_PLUGIN_SCRATCH:-$work/build}/swift-syntax-${syntax_version:-any}

fail() { echo "plugin-smoke: $*" >&2; exit 1; }

if [ -n "$syntax_version" ]; then
  syntax_package=".package(url: \"https://github.com/swiftlang/swift-syntax\", exact: \"$syntax_version\"),"
  syntax_product='.product(name: "SwiftSyntax", package: "swift-syntax")'
else
  syntax_package=""
  syntax_product=""
fi
mkdir -p "$app/Sources/App/Resources"
cat >"$app/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "App",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: "$root"),
    $syntax_package
  ],
  targets: [.target(name: "App", dependencies: [$syntax_product], resources: [.process("Resources")])]
)
SWIFT
cat >"$app/Sources/App/I18n.swift" <<'SWIFT'
import Foundation

extension String {
  var i18n: String { Bundle.module.localizedString(forKey: self, value: nil, table: nil) }
}
SWIFT
cat >"$app/Sources/App/Home.swift" <<'SWIFT'
struct Home {
  let title = "home.title".i18n  // Welcome
  let signIn = "home.sign_in".i18n  // Sign in
}
SWIFT
cat >"$app/Sources/App/Settings.swift" <<'SWIFT'
struct Settings {
  let title = "settings.title".i18n  // Settings
}
SWIFT
cat >"$app/l10n.yml" <<'YAML'
version: 1
sourceLanguage: en
sources:
  - Sources
catalogs:
  - Sources/App/Resources/Localizable.xcstrings
languages: [fr]
YAML
# A new, empty String Catalog, as Xcode's File > New > String Catalog writes it.
catalog="$app/Sources/App/Resources/Localizable.xcstrings"
printf '{\n  "sourceLanguage" : "en",\n  "strings" : {\n\n  },\n  "version" : "1.0"\n}' >"$catalog"

l10n() {
  (cd "$app" && swift package --scratch-path "$scratch" --allow-writing-to-package-directory l10n "$@")
}

echo "plugin-smoke: swift package l10n extract${syntax_version:+ with swift-syntax $syntax_version} (builds l10n in the scratch package; minutes on a first run)"
l10n extract
if [ -n "$syntax_version" ]; then
  # Package.resolved names each pin's identity, then its state (revision, version) a few lines on.
  resolved=$(grep -A 6 '"identity" : "swift-syntax"' "$app/Package.resolved" | grep '"version"' || true)
  [[ "$resolved" == *"\"$syntax_version\""* ]] || fail "swift-syntax resolved to '$resolved', not $syntax_version"
fi
for key in home.title home.sign_in settings.title; do
  grep -q "\"$key\" : {" "$catalog" || fail "the catalog has no \"$key\" after extract"
done
grep -q '"value" : "Welcome"' "$catalog" || fail "the source text from the // comment is missing"

# Arguments pass through, and the package folder is the working directory (l10n.yml is found).
l10n extract --check >/dev/null || fail "extract --check found the catalog out of sync right after extract"
status_json=$(l10n status --format json 2>/dev/null)
grep -q 'Localizable.xcstrings' <<<"$status_json" || fail "status --format json does not name the catalog: $status_json"
# --target (Xcode adds it for the targets picked in its dialog) is taken out, not passed to l10n.
l10n --target App extract --check >/dev/null || fail "extract --check with --target App failed"
version=$(l10n --version 2>/dev/null | tail -n 1)
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+ ]] || fail "l10n --version printed '$version'"

# l10n's failure fails the plugin: a key the catalog does not have yet makes extract --check exit non-zero.
echo 'let more = "settings.done".i18n' >>"$app/Sources/App/Settings.swift"
if l10n extract --check >/dev/null 2>&1; then fail "extract --check passed with a new key in the code"; fi
l10n fmt --check >/dev/null || fail "the catalog extract wrote is not in Xcode's format"

# A write outside the package folder (which macOS's plugin sandbox refuses) stops before anything is
# written, says what to pass, and fails the plugin; with the folder allowed to both SwiftPM and the
# plugin it is written.
outside="$work/Out"
if message=$(l10n export --lang fr --output "$outside" 2>&1); then fail "export to $outside outside the package passed"; fi
[[ "$message" == *"may write only inside"*"--allow-writing-to-directory"* ]] \
  || fail "export outside the package did not say what to pass: $message"
[ ! -e "$outside" ] || fail "export outside the package wrote $outside"
mkdir "$outside"
(cd "$app" && swift package --scratch-path "$scratch" --allow-writing-to-package-directory \
  --allow-writing-to-directory "$outside" l10n --allow-writing-to-directory "$outside" \
  export --lang fr --output "$outside") >/dev/null 2>&1 || fail "export to an allowed folder failed"
[ -f "$outside/fr.xliff" ] || fail "export to an allowed folder wrote no $outside/fr.xliff"

echo "plugin-smoke: ok${syntax_version:+ with swift-syntax $syntax_version} (extract wrote 3 keys; --check, status, --version and failures pass through; writes outside the package refused unless allowed)"
