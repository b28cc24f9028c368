#!/usr/bin/env bash
# The playground's first render (docs/api.md: the goal is under 100 ms): runs the browser test that opens GET / once
# cold and seven times from about:blank (headless Chromium, Tests/browser/run.sh), FIRST_RENDER_ROUNDS times (default
# 3), and prints each round's warm median and the median of those against the goal. ORIENTD_BIN as for the tests.
# A figure, not a test: run it on a quiet machine.
set -euo pipefail
cd "$(dirname "$0")/.."
figures=.build/playground-screenshots/first-render.json
medians=()
for round in $(seq "${FIRST_RENDER_ROUNDS:-3}"); do
    Tests/browser/run.sh -k test_loads_clean_and_renders >/dev/null
    median=$(python3 -c 'import json, statistics, sys; print(round(statistics.median(json.load(open(sys.argv[1]))["warmMs"]), 1))' "$figures")
    echo "round $round: warm median $median ms (cold $(python3 -c 'import json, sys; print(round(json.load(open(sys.argv[1]))["coldMs"], 1))' "$figures") ms)"
    medians+=("$median")
done
python3 - "${medians[@]}" <<'PY'
import statistics, sys
median = statistics.median(float(m) for m in sys.argv[1:])
print(f"first render: median {median:.1f} ms over {len(sys.argv) - 1} rounds; goal 100 ms ({median / 100:.2f} of it)")
PY
