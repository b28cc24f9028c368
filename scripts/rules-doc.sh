#!/usr/bin/env bash
# Writes the rule sections of docs/rules.md from the rule catalogue (Sources/OrientationResolver/Rules), between the
# markers "<!-- rules: generated" and "<!-- end of the generated rules -->", with `orientd rules --format markdown`
# of the binary given (default: the debug build). RulesDocumentTests holds the document to the catalogue.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-.build/debug/orientd}
generated=$(mktemp)
trap 'rm -f "$generated"' EXIT
"$binary" rules --format markdown > "$generated"
python3 - "$generated" <<'PY'
import sys
doc = open("docs/rules.md").read()
start = doc.index("<!-- rules: generated")
start = doc.index("\n", start) + 1
end = doc.index("<!-- end of the generated rules -->")
open("docs/rules.md", "w").write(doc[:start] + "\n" + open(sys.argv[1]).read() + "\n" + doc[end:])
PY
echo "docs/rules.md: rule sections written from the catalogue"
