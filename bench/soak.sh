#!/usr/bin/env bash
# Bounded soak on 127.0.0.1: SOAK_SECONDS (default 300) of mixed load against a release orientd — valid /resolve
# (8 connections), valid /validate (2) and invalid bodies (4: broken JSON, wrong types, deep nesting, huge numbers,
# too many controllers, too large), and hostile raw HTTP (scripts/fuzz-http.py, 4 connections: mutated heads,
# framing, dripped and half-sent requests; the server runs with 2-second connection, request and head timeouts so
# those end quickly). RSS is sampled every 10 s. Passes when there are zero 5xx (but the fuzzer's expected 501/505),
# zero failed valid requests, no fuzzer failure (crash, hang, unexpected 5xx), and RSS at the end is within 10% of
# RSS after the first minute. Stops what it starts.
set -euo pipefail
cd "$(dirname "$0")/.."
duration=${SOAK_SECONDS:-300}
source bench/common.sh

invalid=.build/soak-invalid
rm -rf "$invalid" && mkdir -p "$invalid"
python3 - "$invalid" <<'PY'
import json, pathlib, sys
out = pathlib.Path(sys.argv[1])
bodies = {
    "truncated": '{"root":{"class":"A","children":[{"supportedInterfaceOrientations":"portr',
    "not-json": "device=phone&root=tab",
    "empty": "",
    "wrong-type": '{"device":{"idiom":7},"root":{}}',
    "bad-mask": '{"root":{"supportedInterfaceOrientations":"sideways"}}',
    "huge-number": '{"root":{"supportedInterfaceOrientations":123456789012345678901234567890}}',
    "deep": '{"root":' + '{"presented":' * 2000 + '{}' + '}' * 2001,
    "too-many-controllers": json.dumps({"root": {"kind": "tabBarController", "children": [{}] * 5000}}),
    "bad-index": '{"root":{"kind":"tabBarController","selectedIndex":9,"children":[{}]}}',
    "invalid-utf8": b'{"root":{"class":"\xc3"}}',
    "dismiss-nothing": '{"event":"dismiss","root":{}}',
    "too-large": '{"root":{"class":"' + "A" * (1 << 20) + '"}}',
}
for name, body in bodies.items():
    (out / f"{name}.json").write_bytes(body if isinstance(body, bytes) else body.encode())
PY
ls "$invalid"/*.json > .build/soak-invalid.txt
ls bench/scenarios/typical-*.json > .build/bench-typical.txt
ls bench/scenarios/*.json > .build/bench-all.txt

port=$(free_port)
"$binary" --host 127.0.0.1 --port "$port" --threads 2 --log-level error --connection-timeout 2 --request-timeout 2 --head-timeout 2 &
pid=$!
wrk_pids=()
trap 'kill "$pid" "${wrk_pids[@]}" 2>/dev/null || true' EXIT
sleep 0.5
rss() { awk '$1 == "VmRSS:" { print $2 }' "/proc/$pid/status"; }
echo "soak: ${duration}s on 127.0.0.1:$port, pid $pid, RSS at start $(rss) kB"
url="http://127.0.0.1:$port/"
wrk -t1 -c8 -d"${duration}s" --timeout 10s -s bench/rotate.lua "$url" -- .build/bench-typical.txt /resolve > .build/soak-resolve.out & wrk_pids+=($!)
wrk -t1 -c2 -d"${duration}s" --timeout 10s -s bench/rotate.lua "$url" -- .build/bench-all.txt /validate > .build/soak-validate.out & wrk_pids+=($!)
wrk -t1 -c4 -d"${duration}s" --timeout 10s -s bench/status.lua "$url" -- .build/soak-invalid.txt /resolve > .build/soak-invalid.out & wrk_pids+=($!)
FUZZ_HTTP_PORT="$port" FUZZ_HTTP_SECONDS="$duration" FUZZ_HTTP_WORKERS=4 python3 scripts/fuzz-http.py > .build/soak-hostile.out & hostile_pid=$!
wrk_pids+=("$hostile_pid")
after_minute=""
for ((t = 10; t <= duration; t += 10)); do
  sleep 10
  kill -0 "$pid" || { echo "orientd died"; exit 1; }
  echo "t=${t}s RSS $(rss) kB"
  [ "$t" = 60 ] && after_minute=$(rss)
done
hostile_status=0
wait "$hostile_pid" || hostile_status=$?
wait "${wrk_pids[@]}" || true
end=$(rss)
[ -n "$after_minute" ] || after_minute=$end
grep -h -E "^(RESULT|INVALID)" .build/soak-resolve.out .build/soak-validate.out .build/soak-invalid.out
cat .build/soak-hostile.out
failed_valid=$(grep -h '^RESULT' .build/soak-resolve.out .build/soak-validate.out | sed -E 's/.*errors_status=([0-9]+) errors_other=([0-9]+).*/\1 \2/' | awk '{ s += $1 + $2 } END { print s }')
server_errors=$(sed -E 's/.*server_errors=([0-9]+).*/\1/' .build/soak-invalid.out | grep -E '^[0-9]+$' || echo 1)
growth=$(awk -v a="$after_minute" -v b="$end" 'BEGIN { printf "%.1f", 100 * (b - a) / a }')
echo "RSS after first minute ${after_minute} kB, at the end ${end} kB (${growth}%); failed valid requests: ${failed_valid}; 5xx: ${server_errors}"
awk -v g="$growth" 'BEGIN { exit (g <= 10 && g >= -10) ? 0 : 1 }' || { echo "FAIL: RSS moved more than 10%"; exit 1; }
[ "$failed_valid" = 0 ] || { echo "FAIL: valid requests failed"; exit 1; }
[ "$server_errors" = 0 ] || { echo "FAIL: 5xx answers"; exit 1; }
[ "$hostile_status" = 0 ] || { echo "FAIL: the protocol fuzzer found a crash, a hang or an unexpected 5xx"; exit 1; }
echo "soak passed"
