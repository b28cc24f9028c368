#!/usr/bin/env bash
# Builds the readers' libFuzzer target (fuzz/readers/ReadersFuzz.swift) against the package's modules, compiled by
# SwiftPM with -sanitize=fuzzer in their own scratch folder, and runs each reader for FUZZ_SECONDS (default 60) on a
# seed corpus of the repository's own files of that kind. FUZZ_READERS names the readers (default: all eight).
# Crashes land in fuzz/crashes/readers-READER-*; keep each reproducer as a test. Prints libFuzzer's final statistics.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build/fuzz-readers
# The package plugin's tool (embed-documents) fails to link with the fuzzer's main; SourceReader does not need it.
swift build -c release --scratch-path "$scratch" --target SourceReader -Xswiftc -sanitize=fuzzer 2>&1 | grep -E "^(Build|error: .*\.swift)" >&2 || true
build="$scratch/release"
# Only SourceReader and what it depends on were built (swift-syntax, Yams, the package's own modules): all of them.
objects=$(find "$build/" -path '*.build/*.o')
# The C targets' module maps (Yams' CYaml, swift-syntax's shims), which the Swift modules' interfaces name.
maps=$(find "$scratch/checkouts" -path '*/include/module.modulemap' -exec printf -- '-Xcc -fmodule-map-file=%s ' {} \;)
# shellcheck disable=SC2086
swiftc -O -sanitize=fuzzer -parse-as-library -I "$build/Modules" $maps fuzz/readers/ReadersFuzz.swift $objects \
  -o "$scratch/orientd-readers-fuzz"
mkdir -p fuzz/crashes
for reader in ${FUZZ_READERS:-objc swift storyboard xib pbxproj xcconfig xcodegen manifest}; do
  corpus="$scratch/corpus-$reader"
  mkdir -p "$corpus"
  case "$reader" in
    objc) pattern='*.m' ;; swift) pattern='*.swift' ;; storyboard) pattern='*.storyboard' ;; xib) pattern='*.xib' ;;
    pbxproj) pattern='project.pbxproj' ;; xcconfig) pattern='*.xcconfig' ;; xcodegen) pattern='*.yml' ;;
    manifest) pattern='Package.swift' ;;
  esac
  # Seeds: the fixtures' files of that kind (at most 64 KiB each), or a few bytes when there are none.
  find Tests/fixtures examples -name "$pattern" -size -64k -exec cp --backup=numbered -t "$corpus" {} + 2>/dev/null || true
  [ -n "$(ls -A "$corpus")" ] || printf 'x' > "$corpus/seed"
  echo "== $reader" >&2
  FUZZ_READER="$reader" "$scratch/orientd-readers-fuzz" "$corpus" -max_len=16384 -timeout=10 -rss_limit_mb=2048 \
    -max_total_time="${FUZZ_SECONDS:-60}" -artifact_prefix="fuzz/crashes/readers-$reader-" -print_final_stats=1 2>&1 \
    | grep -E '^(stat::|#[0-9]+ +DONE|==|SUMMARY|.*deadly signal|.*Test unit written)' || true
done
