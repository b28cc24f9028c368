#!/usr/bin/env bash
# The source reader on a large generated app (issue 22): bench/make_sources.py writes SOURCES_FILES files (default
# 3,000, about 60 MB); sources-bench prints SwiftParser alone against the whole reading, in process, over
# SOURCES_ROUNDS rounds (default 3); then the release orientd runs `validate --sources` on it once under
# /usr/bin/time for wall time and peak RSS. Optional: SOURCES_DIR=path (a real app's code instead).
set -euo pipefail
cd "$(dirname "$0")/.."
files=${SOURCES_FILES:-3000}
directory=${SOURCES_DIR:-.build/sources-bench/App-$files}
if [ -z "${SOURCES_DIR:-}" ] && [ ! -d "$directory" ]; then python3 bench/make_sources.py "$directory" "$files"; fi
swift build -c release --product sources-bench >/dev/null
swift build -c release --product orientd >/dev/null
bin=$(swift build -c release --show-bin-path)
"$bin/sources-bench" "$directory" "${SOURCES_ROUNDS:-3}"
echo "orientd validate --sources (release, once):"
/usr/bin/time -f "  %e s wall, %M KB peak RSS" "$bin/orientd" validate --sources "$directory" >/dev/null 2>.build/sources-bench.log || true
tail -n 1 .build/sources-bench.log
