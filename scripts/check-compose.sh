#!/usr/bin/env bash
# Validates docker-compose.yml without a Docker engine:
#   1. against the Compose Specification's JSON schema, with DCLint (npm package dclint, which ships
#      that schema in schemas/compose.schema.json: 3.1.0 carries compose-spec's schema of July 2025;
#      later additions, develop.watch initial_sync and build provenance/sbom, are not used here),
#      plus its error rules (ports bound to an interface, explicit image tags, no duplicate
#      container names or ports); style rules off (scripts/compose/dclint.json);
#   2. its internal references (scripts/compose/check-references.mjs): YAML anchors and aliases,
#      depends_on targets and conditions (service_healthy needs a health check), named volumes
#      declared and used, bind-mount sources and the scripts run from them, build contexts, host
#      names in the environment, loopback-only published ports, and the same Kafka and S3Proxy
#      versions, Temporal namespaces and search attributes as the local stack.
# It cannot start the containers: that needs Docker (README, Operations).
#
# Usage: bash scripts/check-compose.sh [compose file]   (default: docker-compose.yml)
# DCLint installs once under .tools/dclint (idempotent, like scripts/stack/install.sh); after
# that the check needs no network and takes about a second.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
# shellcheck source-path=SCRIPTDIR source=node-runtime.sh
source "$ROOT/scripts/node-runtime.sh"
# shellcheck source-path=SCRIPTDIR source=stack/lib.sh
source "$ROOT/scripts/stack/lib.sh"

DCLINT_VERSION="3.1.0"
DCLINT_DIR="$ROOT/.tools/dclint"
COMPOSE_FILE="${1:-$ROOT/docker-compose.yml}"

install_dclint() {
  local marker="$DCLINT_DIR/.installed"
  if [[ -f "$marker" && "$(<"$marker")" == "$DCLINT_VERSION" && -x "$DCLINT_DIR/node_modules/.bin/dclint" ]]; then
    return
  fi
  doing "installing dclint $DCLINT_VERSION (npm) into ${DCLINT_DIR#"$ROOT"/}"
  rm -rf "$DCLINT_DIR"
  mkdir -p "$DCLINT_DIR"
  printf '{ "name": "bk-tools-dclint", "private": true }\n' >"$DCLINT_DIR/package.json"
  (cd "$DCLINT_DIR" && npm install --no-audit --no-fund --loglevel=error --save-exact "dclint@$DCLINT_VERSION" >/dev/null) ||
    die "could not install dclint $DCLINT_VERSION from the npm registry"
  [[ -f "$DCLINT_DIR/node_modules/dclint/schemas/compose.schema.json" ]] ||
    die "dclint $DCLINT_VERSION installed without its Compose Specification schema"
  printf '%s\n' "$DCLINT_VERSION" >"$marker"
}

install_dclint
[[ -f "$COMPOSE_FILE" ]] || die "no compose file at $COMPOSE_FILE"

if ! report="$("$DCLINT_DIR/node_modules/.bin/dclint" --color=false --max-warnings 0 \
    -c "$ROOT/scripts/compose/dclint.json" "$COMPOSE_FILE" 2>&1)"; then
  printf '%s\n' "$report" >&2
  die "${COMPOSE_FILE#"$ROOT"/}: not valid against the Compose Specification, or breaks a DCLint rule (above)"
fi
ok "${COMPOSE_FILE#"$ROOT"/}: valid against the Compose Specification (dclint $DCLINT_VERSION)"

node "$ROOT/scripts/compose/check-references.mjs" "$ROOT" "$COMPOSE_FILE" "$DCLINT_DIR/node_modules/yaml"
