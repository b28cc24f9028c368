#!/usr/bin/env bash
# Browser tests of the playground at GET /: headless Chromium (Debian's chromium + chromium-driver) driven by
# selenium 4 through pytest. Installs what is missing, then runs Tests/browser. The tests start the server
# themselves (ORIENTD_BIN, default .build/release/orientd if it exists, else .build/debug/orientd), or use
# PLAYGROUND_BASE_URL when it is set. Screenshots: .build/playground-screenshots/.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  # Update the package lists only when they cannot find the packages.
  if ! apt-cache show chromium chromium-driver >/dev/null 2>&1; then $sudo apt-get update -qq; fi
  $sudo apt-get install -y -qq --no-install-recommends chromium chromium-driver >/dev/null
fi
python3 -c 'import selenium, pytest' 2>/dev/null || \
  python3 -m pip install -q --disable-pip-version-check "selenium>=4.11,<5" pytest

export PYTHONDONTWRITEBYTECODE=1  # leave no __pycache__ in the work tree
exec python3 -m pytest -q -p no:cacheprovider Tests/browser "$@"
