#!/usr/bin/env bash
# orientd against the bare libmicrohttpd limit, on 127.0.0.1 only, bounded in time, stopping what it starts.
# Builds release (as the Dockerfile does), builds bench/limit.c, then for each target loads it with
# `wrk -t1` (keep-alive) at 1, 16 and 128 connections for BENCH_SECONDS (default 8) each, rotating through the
# distinct bodies of bench/scenarios (/resolve typical: 52 bodies; /resolve all and /validate all: 92 bodies).
# Prints req/s, the ratio to the limit, p50/p99 latency, idle and peak RSS, binary size and cold start.
# BENCH_ROUNDS (default 3) rounds per row; medians are printed.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${BENCH_SECONDS:-8}
connections=${BENCH_CONNECTIONS:-"1 16 128"}
source bench/common.sh

cc -O2 -o .build/bench-limit bench/limit.c -lmicrohttpd
ls bench/scenarios/typical-*.json > .build/bench-typical.txt
ls bench/scenarios/*.json > .build/bench-all.txt

rss_kb() { awk -v key="$2:" '$1 == key { print $2 }' "/proc/$1/status"; }
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT

limit_port=$(free_port)
read -r limit_pid limit_cold < <(python3 bench/coldstart.py "$limit_port" POST / -- .build/bench-limit "$limit_port" 2)
pids+=("$limit_pid")
orientd_port=$(free_port)
read -r orientd_pid orientd_cold < <(python3 bench/coldstart.py "$orientd_port" GET /healthz -- \
  "$binary" --host 127.0.0.1 --port "$orientd_port" --threads 2 --log-level error)
pids+=("$orientd_pid")
sleep 0.3
orientd_idle=$(rss_kb "$orientd_pid" VmRSS)
limit_idle=$(rss_kb "$limit_pid" VmRSS)

# Warm up both (page in code, size the pools), then measure.
wrk -t1 -c16 -d2s -s bench/rotate.lua "http://127.0.0.1:$limit_port/" -- .build/bench-typical.txt / >/dev/null
wrk -t1 -c16 -d2s -s bench/rotate.lua "http://127.0.0.1:$orientd_port/" -- .build/bench-typical.txt /resolve >/dev/null

rounds=${BENCH_ROUNDS:-3}
run() { # port path list connections [prefer] → "rps p50_us p99_us errors"
  wrk -t1 -c"$4" -d"${seconds}s" --timeout 5s -s bench/rotate.lua "http://127.0.0.1:$1/" -- "$3" "$2" ${5:+"$5"} | grep '^RESULT' |
    sed -E 's/.* rps=([0-9.]+) p50_us=([0-9]+) p99_us=([0-9]+) errors_status=([0-9]+) errors_other=([0-9]+).*/\1 \2 \3 \4 \5/' |
    awk '{ print $1, $2, $3, $4 + $5 }'
}
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
# Each row: $rounds rounds, the limit and orientd alternating in each round (the machine is noisy, so they share
# its moods); medians of each, and the median of the per-round ratios.
printf '%-28s %5s %10s %7s %9s %9s %7s\n' target conns "req/s" "/limit" "p50 ms" "p99 ms" errors
measure() { # label port path list connections compare(yes/no) [limit port] [prefer]
  local results=() ratios=() limits=() against=${7:-$limit_port}
  for _ in $(seq 1 "$rounds"); do
    if [ "$6" = yes ]; then
      local limit; limit=$(run "$against" / .build/bench-typical.txt "$5")
      limits+=("$limit")
    fi
    local result; result=$(run "$2" "$3" "$4" "$5" "${8:-}")
    results+=("$result")
    [ "$6" = yes ] && ratios+=("$(awk -v a="${result%% *}" -v b="${limit%% *}" 'BEGIN { print a / b }')")
  done
  local rps p50 p99 errors ratio="-"
  rps=$(printf '%s\n' "${results[@]}" | awk '{print $1}' | median)
  p50=$(printf '%s\n' "${results[@]}" | awk '{print $2}' | median)
  p99=$(printf '%s\n' "${results[@]}" | awk '{print $3}' | median)
  errors=$(printf '%s\n' "${results[@]}" | awk '{ s += $4 } END { print s }')
  if [ "$6" = yes ]; then
    ratio=$(printf '%s\n' "${ratios[@]}" | median | awk '{ printf "%.0f%%", 100 * $1 }')
    local lrps lp50 lp99
    lrps=$(printf '%s\n' "${limits[@]}" | awk '{print $1}' | median)
    lp50=$(printf '%s\n' "${limits[@]}" | awk '{print $2}' | median)
    lp99=$(printf '%s\n' "${limits[@]}" | awk '{print $3}' | median)
    printf '%-28s %5s %10.0f %7s %9.3f %9.3f %7s\n' "${9:-C limit (same rounds)}" "$5" "$lrps" "" "$(awk -v x="$lp50" 'BEGIN{print x/1000}')" "$(awk -v x="$lp99" 'BEGIN{print x/1000}')" 0
  fi
  printf '%-28s %5s %10.0f %7s %9.3f %9.3f %7s\n' "$1" "$5" "$rps" "$ratio" "$(awk -v x="$p50" 'BEGIN{print x/1000}')" \
    "$(awk -v x="$p99" 'BEGIN{print x/1000}')" "$errors"
}
# The second limit: the C server answering, built per request, as many bytes as orientd's typical answer (the mean
# over the typical bodies), so that the ratio separates orientd's work from bytes on the wire.
answer_bytes=$(for body in $(cat .build/bench-typical.txt); do
  curl -s -o /dev/null -w '%{size_download}\n' --data-binary @"$body" "http://127.0.0.1:$orientd_port/resolve"; done |
  awk '{ s += $1 } END { printf "%d", s / NR }')
minimal_bytes=$(for body in $(cat .build/bench-typical.txt); do
  curl -s -o /dev/null -w '%{size_download}\n' -H 'Prefer: return=minimal' --data-binary @"$body" "http://127.0.0.1:$orientd_port/resolve"; done |
  awk '{ s += $1 } END { printf "%d", s / NR }')
sized_port=$(free_port)
read -r sized_pid _ < <(python3 bench/coldstart.py "$sized_port" POST / -- .build/bench-limit "$sized_port" 2 "$answer_bytes")
pids+=("$sized_pid")
minimal_port=$(free_port)
read -r minimal_pid _ < <(python3 bench/coldstart.py "$minimal_port" POST / -- .build/bench-limit "$minimal_port" 2 "$minimal_bytes")
pids+=("$minimal_pid")
echo "orientd's typical answer: $answer_bytes bytes on average; with Prefer: return=minimal: $minimal_bytes bytes"
for c in $connections; do
  measure "orientd /resolve typical" "$orientd_port" /resolve .build/bench-typical.txt "$c" yes
done
for c in $connections; do
  measure "orientd /resolve typical" "$orientd_port" /resolve .build/bench-typical.txt "$c" yes "$sized_port" "" "C limit, $answer_bytes B built"
done
for c in $connections; do
  measure "orientd /resolve minimal" "$orientd_port" /resolve .build/bench-typical.txt "$c" yes "$minimal_port" "return=minimal" "C limit, $minimal_bytes B built"
done
for c in $connections; do
  measure "orientd /resolve all 92" "$orientd_port" /resolve .build/bench-all.txt "$c" no
done
for c in $connections; do
  measure "orientd /validate all 92" "$orientd_port" /validate .build/bench-all.txt "$c" no
done
# Thread pool of 2 vs a single polling thread (same epoll mode), typical /resolve at 16 connections.
single_port=$(free_port)
read -r single_pid _ < <(python3 bench/coldstart.py "$single_port" GET /healthz -- \
  "$binary" --host 127.0.0.1 --port "$single_port" --threads 1 --log-level error)
pids+=("$single_pid")
# Alternating, like the limit rows: round by round, 2 threads then 1 thread.
thread_ratios=()
for _ in $(seq 1 "$rounds"); do
  two=$(run "$orientd_port" /resolve .build/bench-typical.txt 16)
  one=$(run "$single_port" /resolve .build/bench-typical.txt 16)
  thread_ratios+=("$(awk -v a="${one%% *}" -v b="${two%% *}" 'BEGIN { print a / b }')")
  echo "  round: --threads 2 ${two%% *} req/s, --threads 1 ${one%% *} req/s"
done
echo "--threads 1 / --threads 2 at 16 connections, median of per-round ratios: $(printf '%s\n' "${thread_ratios[@]}" | median | awk '{ printf "%.0f%%", 100 * $1 }')"
echo
printf '%-10s %9s %9s %12s %10s\n' server "idle RSS" "peak RSS" "binary" "cold start"
printf '%-10s %6.1f MB %6.1f MB %9.1f MB %7s ms\n' orientd "$(awk -v k="$orientd_idle" 'BEGIN{print k/1024}')" \
  "$(awk -v k="$(rss_kb "$orientd_pid" VmHWM)" 'BEGIN{print k/1024}')" "$(awk -v b="$(stat -c %s "$binary")" 'BEGIN{print b/1048576}')" "$orientd_cold"
printf '%-10s %6.1f MB %6.1f MB %9.1f MB %7s ms\n' "C limit" "$(awk -v k="$limit_idle" 'BEGIN{print k/1024}')" \
  "$(awk -v k="$(rss_kb "$limit_pid" VmHWM)" 'BEGIN{print k/1024}')" "$(awk -v b="$(stat -c %s .build/bench-limit)" 'BEGIN{print b/1048576}')" "$limit_cold"
echo "(wrk -t1, keep-alive, ${seconds}s per run, median of $rounds rounds, 127.0.0.1, $(nproc) cores; orientd --threads 2 unless noted, limit pool 2)"
