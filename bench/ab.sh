#!/usr/bin/env bash
# Two orientd binaries (e.g. the commit before a change and after it) against each other on this noisy machine:
# round by round, OLD then NEW then the C limit, each loaded with `wrk -t1` at AB_CONNECTIONS (default 16) for
# AB_SECONDS (default 4) with the typical /resolve bodies; prints each round and the medians of req/s, p99 and the
# per-round ratios NEW/OLD and each/limit. Only 127.0.0.1; stops what it starts.
# Usage: bench/ab.sh OLD_BINARY NEW_BINARY   (AB_ROUNDS, default 7)
set -euo pipefail
cd "$(dirname "$0")/.."
old=$1 new=$2
seconds=${AB_SECONDS:-4} rounds=${AB_ROUNDS:-7} connections=${AB_CONNECTIONS:-16}
command -v wrk >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk; }
mkdir -p .build
cc -O2 -o .build/bench-limit bench/limit.c -lmicrohttpd
ls bench/scenarios/typical-*.json > .build/bench-typical.txt
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT
start() { # binary variable → sets the variable to the port. Not in a $(…) subshell: the pid must reach `pids`,
  # or the cleanup does not stop the server (it did not, before).
  local port pid; port=$(free_port)
  read -r pid _ < <(python3 bench/coldstart.py "$port" GET /healthz -- "$1" --host 127.0.0.1 --port "$port" --threads 2 --log-level error)
  pids+=("$pid"); printf -v "$2" '%s' "$port"
}
start "$old" old_port
start "$new" new_port
limit_port=$(free_port)
read -r limit_pid _ < <(python3 bench/coldstart.py "$limit_port" POST / -- .build/bench-limit "$limit_port" 2)
pids+=("$limit_pid")
run() { # port path → "rps p99_us"
  wrk -t1 -c"$connections" -d"${seconds}s" --timeout 5s -s bench/rotate.lua "http://127.0.0.1:$1/" -- .build/bench-typical.txt "$2" |
    sed -nE 's/^RESULT .* rps=([0-9.]+) p50_us=[0-9]+ p99_us=([0-9]+).*/\1 \2/p'
}
for port in "$old_port" "$new_port"; do run "$port" /resolve >/dev/null; done
run "$limit_port" / >/dev/null
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
rows=()
printf '%5s %10s %10s %10s %9s %9s %8s %8s %8s\n' round "old req/s" "new req/s" "limit" "old p99" "new p99" new/old old/lim new/lim
for round in $(seq 1 "$rounds"); do
  read -r o op < <(run "$old_port" /resolve)
  read -r n np < <(run "$new_port" /resolve)
  read -r l _ < <(run "$limit_port" /)
  row=$(awk -v o="$o" -v n="$n" -v l="$l" -v op="$op" -v np="$np" 'BEGIN { printf "%.0f %.0f %.0f %.3f %.3f %.3f %.3f %.3f", o, n, l, op/1000, np/1000, n/o, o/l, n/l }')
  rows+=("$row")
  printf '%5s %10s %10s %10s %9s %9s %8s %8s %8s\n' "$round" $row
done
printf '%5s' median
for column in 1 2 3 4 5 6 7 8; do printf ' %10s' "$(printf '%s\n' "${rows[@]}" | awk -v c="$column" '{ print $c }' | median)"; done
echo
echo "(wrk -t1, keep-alive, ${seconds}s per run, $connections connections, typical /resolve bodies, 127.0.0.1, $(nproc) cores; p99 in ms)"
