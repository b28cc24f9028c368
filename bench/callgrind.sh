#!/usr/bin/env bash
# Instructions per request, counted by valgrind's callgrind: repeatable whatever else the machine is doing, so it
# compares two builds where wrk's req/s cannot. Runs orientd (release, one thread) and the C limit server under
# callgrind, warms both with 100 requests, zeroes the counters, sends CALLGRIND_REQUESTS (default 2000) rotating
# typical bodies over one keep-alive connection, and prints user-space instructions per request for each, plus
# orientd's top functions (self cost). Only 127.0.0.1; stops what it starts. Kernel time is not counted.
# CALLGRIND_LIST names another list of bodies, CALLGRIND_PATH another route, CALLGRIND_PREFER a Prefer header for
# orientd's requests (return=minimal).
# libmicrohttpd's per-request memset of the connection pool is shown apart: both servers pay it alike.
set -euo pipefail
cd "$(dirname "$0")/.."
requests=${CALLGRIND_REQUESTS:-2000}
path=${CALLGRIND_PATH:-/resolve}
source bench/common.sh
# ORIENTD_BIN measures another build (e.g. an older commit's) instead of this tree's.
binary=${ORIENTD_BIN:-$binary}
command -v valgrind >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind; }
out=.build/callgrind
rm -rf "$out" && mkdir -p "$out"
cc -O2 -o .build/bench-limit bench/limit.c -lmicrohttpd
if [ -n "${CALLGRIND_LIST:-}" ]; then cp "$CALLGRIND_LIST" "$out/typical.txt"; else ls bench/scenarios/typical-*.json > "$out/typical.txt"; fi
# valgrind 3.19 cannot read the DWARF 5 the Swift toolchain writes; symbols are enough for function names.
cp "$binary" "$out/orientd" && strip --strip-debug "$out/orientd"

pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT
orientd_port=$(free_port)
valgrind --tool=callgrind --callgrind-out-file="$out/orientd.%p" "$out/orientd" --host 127.0.0.1 \
  --port "$orientd_port" --threads 1 --log-level error 2>"$out/orientd.log" &
pids+=($!); orientd_pid=$!
limit_port=$(free_port)
valgrind --tool=callgrind --callgrind-out-file="$out/limit.%p" .build/bench-limit "$limit_port" 1 >/dev/null 2>"$out/limit.log" &
pids+=($!); limit_pid=$!
wait_port() { for _ in $(seq 1 300); do python3 -c "import socket,sys; socket.create_connection(('127.0.0.1',$1),1)" 2>/dev/null && return 0; sleep 0.1; done; return 1; }
wait_port "$orientd_port"; wait_port "$limit_port"

PREFER="${CALLGRIND_PREFER:-}" python3 bench/instructions.py "$orientd_port" "$path" "$out/typical.txt" 100
python3 bench/instructions.py "$limit_port" / "$out/typical.txt" 100
callgrind_control -z "$orientd_pid" >/dev/null 2>&1; callgrind_control -z "$limit_pid" >/dev/null 2>&1
PREFER="${CALLGRIND_PREFER:-}" python3 bench/instructions.py "$orientd_port" "$path" "$out/typical.txt" "$requests"
python3 bench/instructions.py "$limit_port" / "$out/typical.txt" "$requests"
callgrind_control -d "$orientd_pid" >/dev/null 2>&1; callgrind_control -d "$limit_pid" >/dev/null 2>&1

per_request() { # file → "total memset"
  callgrind_annotate --threshold=100 --inclusive=no "$1" 2>/dev/null | awk -v n="$requests" '
    /PROGRAM TOTALS/ { gsub(",", "", $1); total = $1 }
    /__memset/ { gsub(",", "", $1); memset += $1 }
    END { printf "%d %d\n", total / n, memset / n }'
}
read -r orientd_total orientd_memset < <(per_request "$(ls "$out"/orientd.*.1 | head -1)")
read -r limit_total limit_memset < <(per_request "$(ls "$out"/limit.*.1 | head -1)")
printf '%-10s %14s %14s %14s\n' server "Ir/request" "pool memset" "the rest"
printf '%-10s %14d %14d %14d\n' orientd "$orientd_total" "$orientd_memset" $((orientd_total - orientd_memset))
printf '%-10s %14d %14d %14d\n' "C limit" "$limit_total" "$limit_memset" $((limit_total - limit_memset))
echo "(callgrind, $requests requests POST $path over one keep-alive connection, typical bodies, user space only)"
echo
echo "orientd, top functions by self cost (Ir per request):"
callgrind_annotate --threshold=100 --inclusive=no "$(ls "$out"/orientd.*.1 | head -1)" 2>/dev/null |
  awk -v n="$requests" '/^ *[0-9,]+ \(/ && !/PROGRAM TOTALS/ { c = $1; gsub(",", "", c); name = $0; sub(/^[^)]*\) +/, "", name);
    sub(/ \[.*$/, "", name); if (c / n >= 500) printf "%8d  %s\n", c / n, substr(name, 1, 150) }' |
  grep -v -E 'clone.S:clone|start_thread' | head -"${CALLGRIND_TOP:-30}"
