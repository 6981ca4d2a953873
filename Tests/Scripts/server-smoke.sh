#!/usr/bin/env bash
# The server sample end to end (Samples/Server: Hummingbird 2 on L10nRuntime, a package of its own
# that depends on this checkout by path). Its catalog must be in sync with its code and pass check
# under its own l10n.yml; then it is built, started on a free loopback port, asked in three
# languages (a plural, q-values, a region falling back to its language, a language it lacks) with
# curl, which must get each text and its Content-Language, and stopped, also when a check fails.
#
#   Tests/Scripts/server-smoke.sh
#
# It builds in .build/server-sample of this checkout, not in Samples/Server/.build, which tests
# that copy Samples/ would copy too. The first build compiles Hummingbird and SwiftNIO (minutes);
# later runs take seconds.
set -euo pipefail
cd "$(dirname "$0")/../.."

fail() { echo "server-smoke: $*" >&2; exit 1; }

swift run l10n extract --check --config Samples/Server/l10n.yml
swift run l10n check --config Samples/Server/l10n.yml

build=(--package-path Samples/Server --scratch-path .build/server-sample)
swift build "${build[@]}"
bin=$(swift build "${build[@]}" --show-bin-path)
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
log=$(mktemp)
"$bin/GreetingServer" --port "$port" >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -f "$log"' EXIT

for _ in $(seq 1 100); do
  curl -s -o /dev/null "http://127.0.0.1:$port/languages" && break
  kill -0 "$server" 2>/dev/null || fail "the server stopped: $(cat "$log")"
  sleep 0.2
done

# expect ACCEPT_LANGUAGE PATH STATUS LANGUAGE TEXT: the answer to GET PATH with that header.
expect() {
  local response
  response=$(curl -s -i -H "Accept-Language: $1" "http://127.0.0.1:$port$2" | tr -d '\r') \
    || fail "GET $2 failed: $(cat "$log")"
  local status language body
  status=$(head -n 1 <<<"$response" | cut -d ' ' -f 2)
  language=$(sed -n 's/^[Cc]ontent-[Ll]anguage: //p' <<<"$response")
  body=$(sed '1,/^$/d' <<<"$response")
  [ "$status" = "$3" ] && [ "$language" = "$4" ] && [ "$body" = "$5" ] \
    || fail "GET $2 with Accept-Language: $1: expected $3, $4, '$5'; got:
$response"
}

expect "fr" "/greeting" 200 fr "Bonjour !"
expect "de" "/greeting?name=Ana" 200 de "Hallo, Ana!"
expect "ru" "/files?count=3" 200 ru "3 файла"
expect "ru" "/files?count=5" 200 ru "5 файлов"
expect "ru" "/files?count=21" 200 ru "21 файл"
expect "fr" "/files?count=1" 200 fr "1 fichier"
expect "da, fr;q=0.8, de;q=0.9" "/files?count=1" 200 de "1 Datei"
expect "fr-CH, en;q=0.5" "/files?count=2" 200 fr "2 fichiers"
expect "ja" "/greeting" 200 en "Hello!"
expect "" "/files?count=1" 200 en "1 file"
expect "fr" "/files?count=many" 400 fr "count doit être un nombre entier, par exemple count=3."
echo "server-smoke: the server answered in en, fr, de and ru"
