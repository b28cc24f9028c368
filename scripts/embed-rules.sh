#!/usr/bin/env bash
# Embeds docs/rules.md into the binary, so GET /docs/rules.md serves it unchanged without resource bundles.
# Run after editing docs/rules.md (make rules); RulesDocumentTests fails while the two differ.
set -euo pipefail
cd "$(dirname "$0")/.."
if grep -q '"""##' docs/rules.md; then echo "docs/rules.md contains the raw-string delimiter" >&2; exit 1; fi
{
  echo '// Generated from docs/rules.md by scripts/embed-rules.sh. Do not edit; RulesDocumentTests keeps the two equal.'
  echo 'enum RulesDocument {'
  echo '    static let markdown = ##"""'
  cat docs/rules.md
  echo  # a multi-line literal drops the line break before its closing delimiter
  echo '"""##'
  echo '}'
} > Sources/OrientationServer/RulesDocument.swift
