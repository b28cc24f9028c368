#!/usr/bin/env bash
# Builds Debian trixie's libmicrohttpd 1.0.1 (source package 1.0.1-4, soname 12 like bookworm's 0.9.75) into a
# private prefix, so that orientd built on bookworm can be run and tested against it with
# LD_LIBRARY_PATH=PREFIX/lib. Nothing system-wide changes: the source comes through apt-get source with a private
# sources list and state folder; only build tools are installed from Debian if missing. Idempotent.
# Usage: scripts/build-libmicrohttpd-1.0.sh [PREFIX]   (default .build-mhd/1.0.1); prints the prefix.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=$(realpath -m "${1:-.build-mhd/1.0.1}")
if [ -f "$prefix/lib/libmicrohttpd.so.12" ]; then echo "$prefix"; exit 0; fi
work=$(realpath -m .build-mhd/src)
mkdir -p "$work/state/lists/partial" "$work/cache/archives/partial"
need=()
for tool in dpkg-source:dpkg-dev gcc:gcc make:make pkg-config:pkg-config; do
  command -v "${tool%%:*}" >/dev/null || need+=("${tool##*:}")
done
if [ ${#need[@]} -gt 0 ]; then
  SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
cat > "$work/sources.list" <<'LIST'
deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian trixie main
LIST
apt=(-o "Dir::Etc::SourceList=$work/sources.list" -o Dir::Etc::SourceParts=/dev/null -o "Dir::State=$work/state"
     -o "Dir::Cache=$work/cache" -o APT::Sandbox::User=root)
apt-get "${apt[@]}" update -qq
(cd "$work" && [ -d libmicrohttpd-1.0.1 ] || apt-get "${apt[@]}" source -qq libmicrohttpd=1.0.1-4 >/dev/null)
cd "$work/libmicrohttpd-1.0.1"
# The library only: no TLS (orientd serves plain HTTP on loopback or behind a proxy), no docs, examples or tests.
./configure --prefix="$prefix" --disable-https --disable-doc --disable-examples --disable-curl --disable-static \
  >/dev/null
make -j"$(nproc)" -C src/microhttpd >/dev/null
make -C src/microhttpd install >/dev/null
make -C src/include install >/dev/null
test -f "$prefix/lib/libmicrohttpd.so.12"
echo "$prefix"
