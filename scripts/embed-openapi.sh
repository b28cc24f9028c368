#!/usr/bin/env bash
# Embeds openapi.yaml into the binary, so GET /openapi.yaml serves it unchanged without resource bundles.
# Run after editing openapi.yaml (make openapi); OpenAPIDocumentTests fails while the two differ.
set -euo pipefail
cd "$(dirname "$0")/.."
if grep -q '"""##' openapi.yaml; then echo "openapi.yaml contains the raw-string delimiter" >&2; exit 1; fi
{
  echo '// Generated from openapi.yaml by scripts/embed-openapi.sh. Do not edit; OpenAPIDocumentTests keeps the two equal.'
  echo 'enum OpenAPIDocument {'
  echo '    static let yaml = ##"""'
  cat openapi.yaml
  echo  # a multi-line literal drops the line break before its closing delimiter
  echo '"""##'
  echo '}'
} > Sources/OrientationServer/OpenAPIDocument.swift
