#!/usr/bin/env python3
"""What the libmicrohttpd that orientd runs on answers by itself, over raw sockets on 127.0.0.1 (issue 25).

Starts the given orientd binary (with whatever libmicrohttpd the dynamic linker gives it: the system's 0.9.75, or
1.0.1 with LD_LIBRARY_PATH=.build-mhd/1.0.1/lib from scripts/build-libmicrohttpd-1.0.sh), sends each probe on a
fresh connection and prints one JSON object: the library version the process mapped, and for each probe the bytes
that came back (status lines counted), whether the connection closed, and when. Bounded: every read times out,
the server is stopped by its PID.

Usage: scripts/mhd-version-behaviour.py ORIENTD_BINARY
"""
import json
import os
import re
import socket
import subprocess
import sys
import time


def start(binary):
    env = dict(os.environ)
    process = subprocess.Popen([binary, "--host", "127.0.0.1", "--port", "0", "--threads", "2", "--max-body-bytes", "1000",
                                "--request-timeout", "20"], stderr=subprocess.PIPE, env=env)
    deadline = time.time() + 10
    line = b""
    while time.time() < deadline:
        line += process.stderr.readline()
        found = re.search(rb"http://127\.0\.0\.1:(\d+)", line)
        if found:
            return process, int(found.group(1))
    process.kill()
    raise SystemExit("orientd did not start: " + line.decode(errors="replace"))


def library(pid):
    with open(f"/proc/{pid}/maps") as maps:
        for line in maps:
            if "libmicrohttpd" in line:
                return line.split()[-1]
    return None


def exchange(port, chunks, pause=0.0, timeout=5.0):
    """Sends the chunks (pausing between them), then reads until the server closes or the timeout passes."""
    connection = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    started = time.time()
    received = b""
    first_answer_at = None
    closed = False
    try:
        for index, chunk in enumerate(chunks):
            try:
                connection.sendall(chunk)
            except (BrokenPipeError, ConnectionResetError):
                break
            if pause and index < len(chunks) - 1:
                time.sleep(pause)
                connection.setblocking(False)
                try:
                    data = connection.recv(65536)
                    if data:
                        received += data
                        first_answer_at = first_answer_at or round(time.time() - started, 2)
                    else:
                        closed = True
                        break
                except BlockingIOError:
                    pass
                except ConnectionResetError:
                    closed = True
                    break
                finally:
                    connection.setblocking(True)
                    connection.settimeout(timeout)
        while not closed:
            try:
                data = connection.recv(65536)
            except socket.timeout:
                break
            except ConnectionResetError:
                closed = True
                break
            if not data:
                closed = True
                break
            received += data
            first_answer_at = first_answer_at or round(time.time() - started, 2)
    finally:
        connection.close()
    text = received.decode("latin-1")
    return {
        "bytes": text,
        "statusLines": re.findall(r"HTTP/1\.[01] \d{3}[^\r\n]*", text),
        "closed": closed,
        "firstAnswerAfterSeconds": first_answer_at,
    }


def main():
    binary = sys.argv[1]
    process, port = start(binary)
    try:
        body = b'{"root":{}}'
        probes = {}
        for value in ["abc", "-1", "0x10", "11, 11"]:
            probes[f"Content-Length: {value}"] = exchange(port, [
                f"POST /resolve HTTP/1.1\r\nHost: x\r\nContent-Length: {value}\r\n\r\n".encode() + body])
        probes["Cookie of 40,000 bytes"] = exchange(port, [
            b"POST /resolve HTTP/1.1\r\nHost: x\r\nCookie: " + b"a" * 40_000 + b"\r\nContent-Length: 11\r\n\r\n" + body])
        probes["Content-Length : 11 (space before the colon)"] = exchange(port, [
            b"POST /resolve HTTP/1.1\r\nHost: x\r\nContent-Length : 11\r\n\r\n" + body])
        probes["no Host in HTTP/1.1"] = exchange(port, [b"POST /resolve HTTP/1.1\r\nContent-Length: 11\r\n\r\n" + body])
        probes["Transfer-Encoding: gzip"] = exchange(port, [b"POST /resolve HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n" + body])
        probes["Transfer-Encoding: chunked, identity"] = exchange(port, [
            b"POST /resolve HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, identity\r\n\r\nb\r\n" + body + b"\r\n0\r\n\r\n"])
        # 20 chunks of 200 bytes, 0.2 s apart: over the 1,000-byte limit at the sixth.
        chunk = b"c8\r\n" + b" " * 200 + b"\r\n"
        probes["chunked upload over the limit, 200 bytes every 0.2 s"] = exchange(
            port, [b"POST /resolve HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"] + [chunk] * 20 + [b"0\r\n\r\n"],
            pause=0.2, timeout=10)
        probes["NUL in a header value"] = exchange(port, [
            b"POST /resolve HTTP/1.1\r\nHost: x\r\nX-Request-Id: ab\x00cd\r\nContent-Length: 11\r\n\r\n" + body])
        print(json.dumps({"library": library(process.pid), "probes": probes}, indent=1))
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()


if __name__ == "__main__":
    main()
