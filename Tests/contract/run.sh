#!/usr/bin/env bash
# Contract checks against a live server on 127.0.0.1: the document is valid OpenAPI 3.1, every example answers as
# documented, and schemathesis (bounded: fixed examples per operation, fixed seed) finds no 5xx, no undocumented
# status, content type or response shape. Starts the server itself and stops it by PID.
set -euo pipefail
cd "$(dirname "$0")/../.."

python3 -c 'import schemathesis, openapi_spec_validator, pytest, yaml, jsonschema, redbot' 2>/dev/null || \
  python3 -m pip install -q --disable-pip-version-check "schemathesis==4.32.5" "openapi-spec-validator==0.9.0" pytest pyyaml "redbot==2.7.1"

swift build --product orientd
binary=$(swift build --show-bin-path)/orientd
log=$(mktemp)
"$binary" --host 127.0.0.1 --port 0 --threads 2 >"$log" 2>&1 &
pid=$!
trap 'kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; rm -f "$log"' EXIT
port=""
for _ in $(seq 1 100); do
  port=$(grep -o 'http://127.0.0.1:[0-9]*' "$log" | head -1 | sed 's/.*://') || true
  [ -n "$port" ] && break
  sleep 0.1
done
[ -n "$port" ] || { echo "server did not start:"; cat "$log"; exit 1; }
url="http://127.0.0.1:$port"

echo "== openapi-spec-validator"
python3 -m openapi_spec_validator openapi.yaml

echo "== examples as integration tests; exception texts against semantics.md"
ORIENTD_URL="$url" python3 -m pytest -q Tests/contract/test_examples.py Tests/contract/test_exception_texts.py Tests/contract/test_scene_texts.py

echo "== redbot: every GET route and two problem answers, no BAD or WARN note"
ORIENTD_URL="$url" python3 Tests/contract/redbot_check.py

echo "== SARIF output against the OASIS 2.1.0 schema"
ORIENTD_BIN="$binary" python3 -m pytest -q Tests/contract/test_sarif.py

echo "== schemathesis"
st run openapi.yaml --url "$url" \
  --checks not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance \
  --max-examples "${SCHEMATHESIS_EXAMPLES:-60}" --seed 20261121 --phases examples,coverage,fuzzing \
  --request-timeout 5 --suppress-health-check all --no-color
