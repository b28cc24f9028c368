#!/usr/bin/env python3
"""A protocol fuzzer for orientd's HTTP/1.1 front (make fuzz-http): mutates well-formed raw requests (request line,
headers, framing, bodies; byte flips, splices, duplicated and dropped lines, odd whitespace, chunk sizes, split
sends) and sends each on a fresh loopback connection to a server it starts itself. Oracles: the server never dies,
never answers 5xx other than 501 (unknown transfer coding), 503 (buffer budget) and 505 (libmicrohttpd: an HTTP
version it does not speak), and every connection gets a
response or a close within the server's timeouts (2 s here) plus a margin; /healthz answers afterwards. Bounded by
FUZZ_HTTP_SECONDS (default 60) and targets 127.0.0.1 only; stops the server by PID."""
import os
import random
import re
import signal
import socket
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.environ.get("ORIENTD_BIN", os.path.join(ROOT, ".build/release/orientd"))
SECONDS = float(os.environ.get("FUZZ_HTTP_SECONDS", "60"))
SEED = int(os.environ.get("FUZZ_HTTP_SEED", "20261124"))
WORKERS = int(os.environ.get("FUZZ_HTTP_WORKERS", "16"))  # connections in flight at once
# FUZZ_HTTP_PORT: fuzz an orientd already running there (bench/soak.sh mixes this into its load); it must have been
# started with 2-second connection, request and head timeouts, as this script starts its own.
EXISTING_PORT = int(os.environ["FUZZ_HTTP_PORT"]) if os.environ.get("FUZZ_HTTP_PORT") else None
TIMEOUT = 2  # the server's connection and request timeouts
MARGIN = 4   # seconds past them before a silent connection counts as a hang

BODY = open(os.path.join(ROOT, "examples", "player.json"), "rb").read()
SEEDS = [
    b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    b"GET /openapi.yaml HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: */*\r\n\r\n",
    b"POST /resolve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s" % (len(BODY), BODY),
    b"POST /validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: %d\r\n\r\n%s" % (len(BODY), BODY),
    b"POST /resolve HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n%x\r\n%s\r\n0\r\n\r\n" % (len(BODY), BODY),
    b"POST /validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-plist\r\nContent-Length: 60\r\n\r\n"
    b"<plist><dict><key>UIDeviceFamily</key><integer>2</integer></dict></plist>"[:60],
    b"GET http://127.0.0.1/healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    b"GET /healthz HTTP/1.0\r\n\r\n",
]
TOKENS = [b"\r\n", b"\n", b"\r", b" ", b"\t", b":", b"\x00", b"%00", b"%2F", b"chunked", b"gzip", b"identity",
          b"Content-Length: ", b"Transfer-Encoding: ", b"Host: ", b"Expect: 100-continue", b"Connection: close",
          b"-1", b"18446744073709551616", b"0x10", b"ffffffff", b"HTTP/1.1", b"HTTP/2.0", b"HTTP/0.9", b"\xff\xfe",
          b"{", b"}", b"\"", b"POST", b"GET", b"OPTIONS", b"*", b"/resolve", b"/validate", b"?q=1", b"#x"]


def mutate(rng, data):
    data = bytearray(data)
    for _ in range(rng.randint(1, 6)):
        choice = rng.randrange(9)
        position = rng.randrange(len(data) + 1)
        if choice == 0 and data:
            data[rng.randrange(len(data))] = rng.randrange(256)
        elif choice == 1:
            data[position:position] = rng.choice(TOKENS)
        elif choice == 2 and data:
            end = min(len(data), position + rng.randint(1, 16))
            del data[position:end]
        elif choice == 3:
            lines = bytes(data).split(b"\r\n")
            if len(lines) > 2:
                index = rng.randrange(1, len(lines) - 1)
                lines.insert(index, lines[index])  # a repeated header line
            data = bytearray(b"\r\n".join(lines))
        elif choice == 4:
            lines = bytes(data).split(b"\r\n")
            if len(lines) > 2:
                del lines[rng.randrange(1, len(lines) - 1)]
            data = bytearray(b"\r\n".join(lines))
        elif choice == 5:
            data = bytearray(re.sub(rb"Content-Length: \d+", b"Content-Length: %d" % rng.choice([0, 1, 5, 10**6, 2**31, 2**63]), bytes(data)))
        elif choice == 6:
            data[position:position] = b"X-F%d: %s\r\n" % (rng.randrange(1000), b"v" * rng.choice([1, 100, 5000]))
        elif choice == 7:
            data += bytes(rng.choice(SEEDS))  # a pipelined second request
        else:
            data[position:position] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
    return bytes(data)


def exchange(port, request, rng):
    """Sends the request (sometimes in pieces) and reads until a response head and a close, or the deadline.
    Returns (status or None, closed, seconds)."""
    started = time.monotonic()
    sock = socket.create_connection(("127.0.0.1", port), timeout=TIMEOUT + MARGIN)
    try:
        if rng.random() < 0.2:
            cut = rng.randrange(len(request) + 1)
            sock.sendall(request[:cut])
            time.sleep(0.01)
            sock.sendall(request[cut:])
        else:
            sock.sendall(request)
        if rng.random() < 0.3:
            sock.shutdown(socket.SHUT_WR)
        received = b""
        deadline = started + TIMEOUT + MARGIN
        while time.monotonic() < deadline:
            sock.settimeout(max(0.05, deadline - time.monotonic()))
            try:
                chunk = sock.recv(65536)
            except socket.timeout:
                break
            except OSError:
                return status_of(received), True, time.monotonic() - started
            if not chunk:
                return status_of(received), True, time.monotonic() - started
            received += chunk
            # A complete first answer is enough: keep-alive connections are closed by us.
            if status_of(received) is not None and b"\r\n\r\n" in received:
                return status_of(received), False, time.monotonic() - started
        return status_of(received), False, time.monotonic() - started
    except OSError:
        # Reset, broken pipe, or already shut down by the server: the connection was closed.
        return None, True, time.monotonic() - started
    finally:
        sock.close()


def status_of(received):
    match = re.match(rb"HTTP/1\.[01] (\d{3}) ", received)
    return int(match.group(1)) if match else None


def main():
    if EXISTING_PORT is not None:
        return fuzz(EXISTING_PORT, lambda: None)
    log = open(os.path.join("/tmp", "orientd-fuzz-http-%d.log" % os.getpid()), "w+")
    server = subprocess.Popen([BINARY, "serve", "--host", "127.0.0.1", "--port", "0", "--threads", "2",
                               "--connection-timeout", str(TIMEOUT), "--request-timeout", str(TIMEOUT),
                               "--head-timeout", str(TIMEOUT)],
                              stderr=log, stdout=subprocess.DEVNULL)
    try:
        port = None
        for _ in range(100):
            log.seek(0)
            found = re.search(r"http://127\.0\.0\.1:(\d+)", log.read())
            if found:
                port = int(found.group(1))
                break
            time.sleep(0.1)
        if port is None:
            print("fuzz-http: the server did not start")
            return 1
        return fuzz(port, server.poll)
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()
        os.unlink(log.name)


def fuzz(port, died):
    """Runs the workers against the server on `port`; `died()` is its exit status once it has exited (None before)."""
    statuses, hangs, bad = {}, [], []
    counts = {"sent": 0}
    lock = threading.Lock()
    end = time.monotonic() + SECONDS

    def worker(index):
        rng = random.Random(SEED * 1000 + index)
        while time.monotonic() < end and died() is None:
            request = mutate(rng, rng.choice(SEEDS))
            status, closed, _ = exchange(port, request, rng)
            key = status if status is not None else ("close" if closed else "none")
            with lock:
                counts["sent"] += 1
                statuses[key] = statuses.get(key, 0) + 1
                if status is None and not closed:
                    hangs.append(request[:200])
                if status is not None and status >= 500 and status not in (501, 503, 505):
                    bad.append((status, request[:200]))

    threads = [threading.Thread(target=worker, args=(index,)) for index in range(WORKERS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    sent = counts["sent"]
    if died() is not None:
        print("fuzz-http: the server died (exit %s) after %d requests" % (died(), sent))
        return 1
    health = exchange(port, b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", random.Random(0))[0]
    print("fuzz-http: %d mutated requests in %.0f s (seed %d); answers: %s" %
          (sent, SECONDS, SEED, ", ".join("%s×%d" % (k, v) for k, v in sorted(statuses.items(), key=lambda kv: str(kv[0])))))
    print("fuzz-http: hangs (no answer and no close within %d s): %d; unexpected 5xx: %d; /healthz afterwards: %s" %
          (TIMEOUT + MARGIN, len(hangs), len(bad), health))
    for request in hangs[:5]:
        print("  hang: %r" % request)
    for status, request in bad[:5]:
        print("  %d: %r" % (status, request))
    return 0 if not hangs and not bad and health == 200 else 1


if __name__ == "__main__":
    sys.exit(main())
