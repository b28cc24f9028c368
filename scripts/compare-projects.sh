#!/usr/bin/env bash
# Compares what two orientd binaries print for whole apps, byte for byte: stdout, stderr and the exit code of
# `validate` (json, sarif, text, github) and `import`, for every project (.xcodeproj, .xcworkspace, project.yml up to
# three levels down) in each folder, or for the folder as --sources when it holds none. The folders are the fixtures
# (Tests/fixtures/code, projects, real) and each folder given after the binaries (real apps, such as clones made with
# `git archive`). A change that must keep outputs identical runs this beside scripts/compare-outputs.sh:
#   scripts/compare-projects.sh OLD_BINARY NEW_BINARY [APP_FOLDER...]
set -uo pipefail
cd "$(dirname "$0")/.."
old=$1 new=$2; shift 2
folders=(Tests/fixtures/code/* Tests/fixtures/projects/* Tests/fixtures/real/* "$@")
compared=0 differ=0
# The old binary's outputs are kept by its checksum (.build/compare-projects/SUM/), so a series of changes compared
# against one baseline runs it once.
cache=.build/compare-projects/$(sha256sum "$old" | cut -c1-16)
mkdir -p "$cache"
run() { # binary, arguments...: everything it prints, then its exit status
  local binary=$1; shift
  if [ "$binary" = "$old" ]; then
    local key; key=$cache/$(printf '%s\0' "$@" | sha256sum | cut -c1-32)
    [ -f "$key" ] || { "$binary" "$@" 2>&1; echo "exit $?"; } > "$key"
    cat "$key"; return
  fi
  "$binary" "$@" 2>&1; echo "exit $?"
}
compare() {
  local a b
  a=$(run "$old" "$@"); b=$(run "$new" "$@")
  compared=$((compared + 1))
  if [ "$a" != "$b" ]; then
    differ=$((differ + 1))
    echo "DIFF orientd $*"
    diff <(echo "$a") <(echo "$b") | head -12 | cut -c1-300
  fi
}
for folder in "${folders[@]}"; do
  [ -d "$folder" ] || continue
  mapfile -t projects < <(find "$folder" -maxdepth 3 \( -name '*.xcodeproj' -o -name '*.xcworkspace' -o -name project.yml \) \
    -not -path '*/Pods/*' -not -path '*.xcodeproj/*' | sort)
  if [ "${#projects[@]}" = 0 ]; then
    for format in json text; do compare validate --sources "$folder" --format "$format"; done
    compare import --sources "$folder"
    continue
  fi
  for project in "${projects[@]}"; do
    for format in json sarif text github; do compare validate --project "$project" --format "$format"; done
    compare import --project "$project"
  done
done
echo "$compared compared, $differ differ"
[ "$differ" = 0 ]
