#!/usr/bin/env bash
# Embeds the playground (web/playground.html with examples/*.json filled in by scripts/render-playground.py) and its
# Content-Security-Policy into the binary, so GET / serves it without resource bundles or files at run time.
# Run after editing web/playground.html or an example (make playground); PlaygroundPageTests fails while they differ.
set -euo pipefail
cd "$(dirname "$0")/.."
page=$(mktemp)
trap 'rm -f "$page"' EXIT
csp=$(python3 scripts/render-playground.py --csp "$page")
if grep -q '"""##' "$page"; then echo "the page contains the raw-string delimiter" >&2; exit 1; fi
{
  echo '// Generated from web/playground.html and examples/*.json by scripts/embed-playground.sh. Do not edit;'
  echo '// PlaygroundPageTests keeps them equal.'
  echo 'enum PlaygroundPage {'
  echo "    static let contentSecurityPolicy = \"$csp\""
  echo '    static let html = ##"""'
  cat "$page"
  echo
  echo '"""##'
  echo '}'
} > Sources/OrientationServer/PlaygroundPage.swift
