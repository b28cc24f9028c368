#!/usr/bin/env bash
# Compares the resolve and validate output (stdout and exit code) of two orientd binaries byte for byte on every
# example, bench body and a generated corpus (scripts/make_corpus.py). A change that must keep answers identical
# runs this against the binary of the commit before it:  scripts/compare-outputs.sh OLD_BINARY NEW_BINARY
# Then the same bodies over HTTP (scripts/compare-http.py): both binaries as servers on 127.0.0.1, every answer of
# /resolve and /validate, full and minimal, compared byte for byte.
set -euo pipefail
cd "$(dirname "$0")/.."
old=$1 new=$2
corpus=${CORPUS:-.build/corpus}
[ -d "$corpus" ] || python3 scripts/make_corpus.py "$corpus" "${CORPUS_COUNT:-1500}"
files=(examples/*.json bench/scenarios/*.json "$corpus"/*.json)
differ=0 compared=0
for file in "${files[@]}"; do
  for command in resolve validate; do
    options=(); [ "$command" = validate ] && options=(--max-states 300)
    a=$("$old" "$command" "${options[@]}" "$file" 2>/dev/null; echo "exit $?") || true
    b=$("$new" "$command" "${options[@]}" "$file" 2>/dev/null; echo "exit $?") || true
    compared=$((compared + 1))
    if [ "$a" != "$b" ]; then
      differ=$((differ + 1))
      [ "$differ" -le 5 ] && { echo "DIFF $command $file"; diff <(echo "$a") <(echo "$b") | head -8; }
    fi
  done
done
echo "$compared compared, $differ differ"
http=0
python3 scripts/compare-http.py "$old" "$new" "${files[@]}" || http=$?
[ "$differ" = 0 ] && [ "$http" = 0 ]
