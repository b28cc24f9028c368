#!/usr/bin/env python3
"""Keep-alive client for bench/callgrind.sh: sends N POST requests to 127.0.0.1:PORT/PATH, rotating through the
bodies listed in LIST, and fails unless every answer has the expected status.
Usage: instructions.py PORT PATH LIST N [STATUS]; PREFER=return=minimal in the environment sends that Prefer header."""
import http.client
import os
import sys

port, path, listing, count = int(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4])
expected = int(sys.argv[5]) if len(sys.argv) > 5 else 200
bodies = [open(name.strip(), "rb").read() for name in open(listing) if name.strip()]
connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
headers = {"Content-Type": "application/json"}
if os.environ.get("PREFER"):
    headers["Prefer"] = os.environ["PREFER"]
for i in range(count):
    connection.request("POST", path, bodies[i % len(bodies)], headers)
    response = connection.getresponse()
    response.read()
    if response.status != expected:
        sys.exit(f"request {i}: status {response.status}, expected {expected}")
