#!/usr/bin/env bash
# Proves the Dockerfile's runtime stage without a Docker engine: builds the release binary the way the build stage
# does (on this bookworm machine, as the build stage's swift:6.3-bookworm), creates a trixie root filesystem
# (debootstrap --variant=minbase, Debian packages only) holding only what the runtime stage installs
# (libmicrohttpd12t64, libmicrohttpd 1.0.1), copies the binary in, starts it in that root as the non-root user on a
# loopback port, and checks that it runs on trixie's libmicrohttpd, `ldd`, /healthz, one /resolve, the health-check
# subcommand and a clean SIGTERM exit (status 0). Needs root. Slow (a few minutes the first time; the root
# filesystem is cached in .build/runtime-root-trixie). RUNTIME_SUITE=bookworm checks the former runtime stage.
set -euo pipefail
cd "$(dirname "$0")/.."
[ "$(id -u)" = 0 ] || { echo "needs root (debootstrap, chroot)"; exit 1; }
command -v debootstrap >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap; }

echo "== build (as the Dockerfile's build stage)"
swift build -c release --static-swift-stdlib --product orientd -Xlinker -s
binary="$(swift build -c release --show-bin-path)/orientd"

suite=${RUNTIME_SUITE:-trixie}
case "$suite" in
  trixie) package=libmicrohttpd12t64 expected_library=1.0.1 ;;
  bookworm) package=libmicrohttpd12 expected_library=0.9.75 ;;
  *) echo "RUNTIME_SUITE must be trixie or bookworm"; exit 1 ;;
esac
root=.build/runtime-root-$suite
if [ ! -x "$root/usr/bin/apt-get" ] || [ ! -e "$root/.orientd-ready" ]; then
  echo "== debootstrap $suite (minbase + $package)"
  rm -rf "$root"
  debootstrap --variant=minbase --include="$package" "$suite" "$root" "${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
  chroot "$root" useradd --system --uid 10001 --no-create-home --shell /usr/sbin/nologin orientd
  touch "$root/.orientd-ready"
fi
install -D "$binary" "$root/usr/local/bin/orientd"
# A container always has /proc; the statically linked Swift runtime reads its arguments from /proc/self/cmdline.
mountpoint -q "$root/proc" || mount -t proc proc "$root/proc"

echo "== shared libraries the binary needs inside the runtime root"
chroot "$root" ldd /usr/local/bin/orientd
if chroot "$root" ldd /usr/local/bin/orientd | grep -q "not found"; then echo "missing libraries"; exit 1; fi

port=$((20000 + RANDOM % 20000))
log=$(mktemp)
chroot --userspec=10001:10001 "$root" env ORIENTD_HOST=127.0.0.1 ORIENTD_PORT=$port ORIENTD_LOG_FORMAT=json \
  /usr/local/bin/orientd >"$log" 2>&1 &
pid=$!
trap 'kill "$pid" 2>/dev/null || true; rm -f "$log"; umount "$root/proc" 2>/dev/null || true' EXIT
for _ in $(seq 1 50); do grep -q listening "$log" && break; sleep 0.1; done
cat "$log"
echo "== the libmicrohttpd it runs on ($expected_library expected)"
grep -q "\"libmicrohttpd\":\"$expected_library\"" "$log"

echo "== /healthz"
curl -sS --fail --max-time 5 "http://127.0.0.1:$port/healthz"; echo
echo "== /resolve"
answer=$(curl -sS --fail --max-time 5 -d @examples/tabbar-without-selection.json "http://127.0.0.1:$port/resolve")
echo "$answer" | head -c 300; echo
echo "$answer" | grep -q "preferredInterfaceOrientationForPresentation 'unknown' must match a supported interface orientation: ''!"
echo "== orientd healthcheck inside the root"
chroot --userspec=10001:10001 "$root" env ORIENTD_PORT=$port timeout 5 /usr/local/bin/orientd healthcheck
echo "healthy"
if chroot --userspec=10001:10001 "$root" timeout 5 /usr/local/bin/orientd healthcheck --port 1; then
  echo "healthcheck reported a closed port as healthy"; exit 1
fi
echo "== SIGTERM"
kill -TERM "$pid"
status=0
wait "$pid" || status=$?
echo "exit status $status (0 expected)"
[ "$status" = 0 ]
grep -q '"msg":"stopped"' "$log"
echo "runtime stage OK ($suite, libmicrohttpd $expected_library)"
