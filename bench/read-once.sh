#!/usr/bin/env bash
# Read once (issue 46): a generated project of READ_ONCE_TARGETS app targets (default 6) that build the same files and
# link READ_ONCE_PACKAGES local packages (default 4) (bench/make_shared_targets.py), checked by the release orientd
# all together and the first target alone, in READ_ONCE_ROUNDS alternating rounds (default 5): prints each one's
# median wall time and peak RSS, and the ratio. BIN=path compares another build.
set -euo pipefail
cd "$(dirname "$0")/.."
targets=${READ_ONCE_TARGETS:-6}
packages=${READ_ONCE_PACKAGES:-4}
directory=.build/read-once-bench/App-$targets-$packages
if [ ! -d "$directory" ]; then python3 bench/make_shared_targets.py "$directory" "$targets" "$packages"; fi
if [ -z "${BIN:-}" ]; then
    swift build -c release --product orientd >/dev/null
    BIN="$(swift build -c release --show-bin-path)/orientd"
fi
all=$(mktemp)
one=$(mktemp)
trap 'rm -f "$all" "$one"' EXIT
for _ in $(seq "${READ_ONCE_ROUNDS:-5}"); do
    /usr/bin/time -f "%e %M" -a -o "$all" "$BIN" validate --project "$directory/App.xcodeproj" --format text >/dev/null 2>&1 || true
    /usr/bin/time -f "%e %M" -a -o "$one" "$BIN" validate --project "$directory/App.xcodeproj" --target App0 --format text >/dev/null 2>&1 || true
done
python3 - "$all" "$one" "$targets" <<'PY'
import statistics, sys
def read(path):
    rows = [line.split() for line in open(path) if line.strip() and line.split()[0][0].isdigit()]
    return statistics.median(float(r[0]) for r in rows), statistics.median(int(r[1]) for r in rows) / 1024
every, alone = read(sys.argv[1]), read(sys.argv[2])
print(f"all {sys.argv[3]} targets: {every[0]:.2f} s, {every[1]:.1f} MB peak RSS (median)")
print(f"the first target alone: {alone[0]:.2f} s, {alone[1]:.1f} MB peak RSS (median)")
print(f"ratio: {every[0] / alone[0]:.2f}x")
PY
