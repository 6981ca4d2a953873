#!/usr/bin/env bash
# `make install` and `make uninstall` into a temporary PREFIX, with a debug build (quick when the
# build folder is already built): the installed l10n runs, its man page renders and its completion
# scripts parse; uninstall removes all of it.
#
#   Tests/Scripts/install-smoke.sh        # SCRATCH (default .build) is the build folder
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
fail() { echo "install-smoke: $*" >&2; exit 1; }

make install CONFIGURATION=debug SCRATCH="${SCRATCH:-.build}" PREFIX="$prefix"

version=$("$prefix/bin/l10n" --version)
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+ ]] || fail "installed l10n --version printed '$version'"
"$prefix/bin/l10n" --help | grep -q "SUBCOMMANDS:" || fail "installed l10n --help has no SUBCOMMANDS"

files=(
  "$prefix/share/man/man1/l10n.1"
  "$prefix/share/bash-completion/completions/l10n"
  "$prefix/share/zsh/site-functions/_l10n"
  "$prefix/share/fish/vendor_completions.d/l10n.fish"
)
for file in "${files[@]}"; do [ -s "$file" ] || fail "$file was not installed"; done
bash -n "$prefix/share/bash-completion/completions/l10n" || fail "the bash completion does not parse"
if command -v zsh >/dev/null; then zsh -n "$prefix/share/zsh/site-functions/_l10n" || fail "the zsh completion does not parse"; fi
if command -v fish >/dev/null; then fish -n "$prefix/share/fish/vendor_completions.d/l10n.fish" || fail "the fish completion does not parse"; fi
if command -v man >/dev/null; then
  MANPATH="$prefix/share/man" man -P cat l10n 2>/dev/null | grep -q "l10n" || fail "man l10n does not show the page"
fi

make uninstall PREFIX="$prefix"
for file in "$prefix/bin/l10n" "${files[@]}"; do [ ! -e "$file" ] || fail "$file is left after uninstall"; done

echo "install-smoke: ok (l10n $version installed, run, uninstalled)"
