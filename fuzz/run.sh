#!/usr/bin/env bash
# Builds the libFuzzer target (ASan + libFuzzer, with the resolver, wire and reference-decoder sources compiled as one module) and runs it for FUZZ_SECONDS
# (default 60) on a seed corpus of every scenario file in the repository. Crashes land in fuzz/crashes/; keep each
# reproducer as a test. Prints libFuzzer's final statistics.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/fuzz
mkdir -p "$out/corpus" fuzz/crashes
# One module: the imports of the other two modules are dropped from copies of their files.
rm -rf "$out/src" && mkdir -p "$out/src"
# Every file of the two modules' folders, subfolders (Rules/, Reporters/) included.
while IFS= read -r file; do
  sed -e '/^import OrientationWire$/d' -e '/^import ReferenceDecoder$/d' "$file" > "$out/src/$(basename "$(dirname "$file")")-$(basename "$file")"
done < <(find Sources/OrientationResolver Sources/OrientationWire Tests/ReferenceDecoder -name '*.swift' | sort)
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name OrientationResolver -package-name orientd \
  "$out"/src/*.swift fuzz/FuzzTarget.swift -o "$out/orientd-fuzz"
cp bench/scenarios/*.json examples/*.json "$out/corpus/"
[ -d fuzz/corpus ] && cp fuzz/corpus/* "$out/corpus/" 2>/dev/null || true
"$out/orientd-fuzz" "$out/corpus" -dict=fuzz/json.dict -max_len=4096 -timeout=5 -rss_limit_mb=2048 \
  -max_total_time="${FUZZ_SECONDS:-60}" -artifact_prefix=fuzz/crashes/ -print_final_stats=1 2>&1 | tail -25
