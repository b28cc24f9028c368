#!/usr/bin/env python3
"""Starts a server command and measures the time from exec to its first answer (HTTP 200) on 127.0.0.1:PORT.
Prints "<pid> <milliseconds>" and leaves the server running (the caller stops it by PID).
Usage: coldstart.py PORT METHOD PATH -- command args..."""
import socket
import subprocess
import sys
import time

port, method, path = int(sys.argv[1]), sys.argv[2], sys.argv[3]
command = sys.argv[sys.argv.index("--") + 1:]
request = f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{{}}".encode()
start = time.perf_counter()
process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
deadline = start + 10
while time.perf_counter() < deadline:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1) as connection:
            connection.sendall(request)
            if connection.recv(64).startswith(b"HTTP/1.1 200"):
                print(process.pid, f"{(time.perf_counter() - start) * 1000:.1f}")
                sys.exit(0)
    except OSError:
        time.sleep(0.0002)
process.kill()
sys.exit("no answer within 10 s")
