#!/usr/bin/env bash
# Proves the Dockerfile's runtime stage without a Docker engine: builds the release binary the way the build stage
# does, creates a bookworm root filesystem (debootstrap --variant=minbase) holding only what the runtime stage
# installs (libmicrohttpd12), copies the binary in, starts it in that root as the non-root user on a loopback port,
# and checks /healthz, one /resolve, the health-check subcommand and a clean SIGTERM exit. Needs root. Slow (a few
# minutes the first time; the root filesystem is cached in .build/runtime-root).
set -euo pipefail
cd "$(dirname "$0")/.."
[ "$(id -u)" = 0 ] || { echo "needs root (debootstrap, chroot)"; exit 1; }
command -v debootstrap >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap; }

echo "== build (as the Dockerfile's build stage)"
swift build -c release --static-swift-stdlib --product orientd
binary="$(swift build -c release --show-bin-path)/orientd"

root=.build/runtime-root
if [ ! -x "$root/usr/bin/apt-get" ] || [ ! -e "$root/.orientd-ready" ]; then
  echo "== debootstrap bookworm (minbase + libmicrohttpd12)"
  rm -rf "$root"
  debootstrap --variant=minbase --include=libmicrohttpd12 bookworm "$root" "${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
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
wait "$pid"
echo "exit status $? (0 expected)"
grep -q '"msg":"stopped"' "$log"
echo "runtime stage OK"
