#!/usr/bin/env bash
# Installs node modules if needed and builds server code and both front ends.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
ensure_node_modules
build_all
