#!/usr/bin/env python3
"""Compares the HTTP answers of two orientd binaries byte for byte: starts each on a free 127.0.0.1 port, POSTs every
file given to /resolve and /validate (as JSON, and again with `Prefer: return=minimal`) over one keep-alive connection
each, and compares status, Content-Type, Preference-Applied and body. The request id is sent, so it is the same in
both. Stops the servers it started (by PID).   usage: compare-http.py OLD_BINARY NEW_BINARY FILE...
"""
import http.client
import socket
import subprocess
import sys
import time


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(binary):
    port = free_port()
    process = subprocess.Popen([binary, "--host", "127.0.0.1", "--port", str(port), "--log-level", "error"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(300):
        try:
            socket.create_connection(("127.0.0.1", port), 1).close()
            return process, port
        except OSError:
            time.sleep(0.05)
    process.kill()
    sys.exit(f"{binary} did not start")


def answer(connection, path, body, minimal, number):
    headers = {"Content-Type": "application/json", "X-Request-Id": f"compare-{number}"}
    if minimal:
        headers["Prefer"] = "return=minimal"
    connection.request("POST", path, body=body, headers=headers)
    response = connection.getresponse()
    data = response.read()
    return (response.status, response.getheader("Content-Type"), response.getheader("Preference-Applied"),
            response.getheader("X-Request-Id"), data)


def main():
    old, new, files = sys.argv[1], sys.argv[2], sys.argv[3:]
    servers = [start(old), start(new)]
    try:
        connections = [http.client.HTTPConnection("127.0.0.1", port, timeout=30) for _, port in servers]
        compared = differ = number = 0
        for name in files:
            with open(name, "rb") as f:
                body = f.read()
            for path in ("/resolve", "/validate"):
                for minimal in (False, True):
                    number += 1
                    a, b = (answer(c, path, body, minimal, number) for c in connections)
                    compared += 1
                    if a != b:
                        differ += 1
                        if differ <= 5:
                            print(f"DIFF {path} minimal={minimal} {name}\n  old {a[:4]} {a[4][:300]!r}\n  new {b[:4]} {b[4][:300]!r}")
        print(f"{compared} HTTP answers compared, {differ} differ")
        return 1 if differ else 0
    finally:
        for process, _ in servers:
            process.terminate()
            process.wait(10)


if __name__ == "__main__":
    sys.exit(main())
