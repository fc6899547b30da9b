#!/usr/bin/env bash
# Runs a Node program on the project's Node (see node-runtime.sh): `bash scripts/node.sh file.js args…`.
set -euo pipefail
source "$(dirname "$0")/node-runtime.sh"
exec node "$@"
