"""Runs redbot (an HTTP linter nobody here wrote) against every GET route and two problem answers of the server at
ORIENTD_URL; fails on any note redbot rates BAD or WARN."""
import json
import os
import subprocess
import sys

URL = os.environ["ORIENTD_URL"]
PATHS = ["/", "/healthz", "/readyz", "/openapi.yaml", "/docs/rules.md", "/metrics", "/made-up-path", "/resolve"]

failures = []
for path in PATHS:
    har = subprocess.run(["redbot", "-o", "har", URL + path], capture_output=True, text=True, timeout=120)
    entries = json.loads(har.stdout)["log"]["entries"]
    for entry in entries:
        status = entry["response"]["status"]
        for note in entry["_red_messages"]:
            if note["level"] in ("BAD", "WARN"):
                failures.append(f"{path} ({status}): {note['level']} {note['note_id']}: {note['summary']}")
    print(f"{path}: {entries[0]['response']['status']}, {len(entries[0]['_red_messages'])} notes, none BAD or WARN" if not any(f.startswith(path + " ") for f in failures) else f"{path}: see below")
if failures:
    print("\n".join(failures))
    sys.exit(1)
