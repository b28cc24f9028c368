#!/usr/bin/env bash
# Generated clients against a live server (ORIENTD_URL; Tests/contract/run.sh starts one and calls this):
# - Python: openapi-python-client generates a client from openapi.yaml into a temporary folder, and
#   Tests/clients/python sends every example through it;
# - Swift: swift-openapi-generator's build plugin generates one in the package Tests/clients/swift, whose RoundTrip
#   sends every example through it.
# Each compares the answer the client parses, turned back into JSON, with the raw answer. What each generator says
# is printed; a generator error fails the run.
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${ORIENTD_URL:?ORIENTD_URL must name the server under test}"

command -v openapi-python-client >/dev/null || \
  python3 -m pip install -q --disable-pip-version-check "openapi-python-client==0.29.1"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== openapi-python-client: generate"
(cd "$work" && openapi-python-client generate --path "$OLDPWD/openapi.yaml" --meta none --output-path orientd_client) \
  >"$work/generate.log" 2>&1 || { cat "$work/generate.log"; exit 1; }
# Its warnings: one line each (the media types it cannot model: plist and tar bodies, the YAML document).
grep -E "^(WARNING|Unsupported|Cannot)" "$work/generate.log" | sed 's/ <openapi_python_client[^>]*>//' || true
echo "== openapi-python-client: every example through the client"
ORIENTD_PY_CLIENT="$work" PYTHONDONTWRITEBYTECODE=1 python3 -m pytest -q -p no:cacheprovider Tests/clients/python

echo "== swift-openapi-generator: generate and build (Tests/clients/swift)"
python3 - "$work/examples.json" <<'PY'
import json, sys
sys.path.insert(0, "Tests/contract")
from test_examples import example_pairs
pairs = [{"path": p.values[0], "name": p.id.split(":", 1)[1], "request": p.values[1], "expected": p.values[2]}
         for p in example_pairs()]
json.dump(pairs, open(sys.argv[1], "w"))
PY
swift build --package-path Tests/clients/swift >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
# What the generator and the compiler say of the generated code (the packages' own warnings are theirs).
grep -E "warning:|error:|Build complete" "$work/build.log" | grep -v "/checkouts/" || true
client=$(swift build --package-path Tests/clients/swift --show-bin-path)/RoundTrip
echo "== swift-openapi-generator: every example through the client"
"$client" "$ORIENTD_URL" "$work/examples.json"
