# Sourced by bench/run.sh and bench/soak.sh (from the repository root): wrk installed, the release binary built
# the way the Dockerfile builds it (in $binary), and free_port.
command -v wrk >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk; }
swift build -c release --static-swift-stdlib --product orientd >/dev/null
binary="$(swift build -c release --static-swift-stdlib --show-bin-path)/orientd"
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
