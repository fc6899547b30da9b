#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit, integration, end-to-end and fuzz tiers; non-zero on any failure.
# Pass tier names to run a subset: `bash scripts/test.sh unit int`; TEST_PATTERN narrows the Jest
# tiers and the Playwright tier to matching test files (`TEST_PATTERN=restructuring bash scripts/test.sh int`;
# the pattern is matched against absolute paths, so name the file: `TEST_PATTERN='roster\.e2e'`).
set -euo pipefail
source "$(dirname "$0")/lib.sh"

tiers=("$@")
[[ ${#tiers[@]} -gt 0 ]] || tiers=(lint typecheck unit int e2e fuzz)
wants() { local t; for t in "${tiers[@]}"; do [[ "$t" == "$1" ]] && return 0; done; return 1; }
needs_stack() { wants int || wants e2e || wants fuzz; }

step "dependencies and build"
ensure_node_modules
# Each Jest and Playwright tier leaves a JSON report here; the closing line adds them up.
results_dir="$DATA_DIR/results"
rm -rf "$results_dir" && mkdir -p "$results_dir"
if wants e2e; then bash "$STACK_DIR/install.sh" --with-browser; fi
build_all

if wants lint; then
  step "lint"
  # The Nx module-boundary rule reads the project graph; without one it silently skips itself.
  (cd "$ROOT" && NX_DAEMON=false npx nx show projects >/dev/null && npx eslint . --max-warnings 0)
  # docker-compose.yml against the Compose Specification and its own references (no Docker needed).
  bash "$ROOT/scripts/check-compose.sh"
fi

if wants typecheck; then
  step "typecheck"
  (cd "$ROOT" && npx tsc -b tsconfig.json && for p in apps/portal apps/console libs/web e2e bench; do npx tsc -p "$p/tsconfig.json" --noEmit; done)
fi

if wants unit; then
  step "unit tests"
  (cd "$ROOT" && npx jest --selectProjects unit ${TEST_PATTERN:+--testPathPatterns "$TEST_PATTERN"} \
    --json --outputFile "$results_dir/jest-unit.json")
fi

if needs_stack; then
  step "test stack"
  export BK_ENV=test
  started_stack=0
  if ! bash "$STACK_DIR/stack.sh" status >/dev/null 2>&1; then
    STACK_PROFILE=test bash "$STACK_DIR/stack.sh" start
    started_stack=1
  else
    ok "stack already running: reusing it (test database $PG_TEST_DATABASE, namespace $TEMPORAL_TEST_NAMESPACE)"
  fi
  platform_cli reset-test
  platform_cli migrate
  platform_cli seed

  mkdir -p "$DATA_DIR/logs" "$DATA_DIR/run"
  : >"$DATA_DIR/logs/test-workers.log"
  app_pids=()
  cleanup() {
    if [[ -f "$DATA_DIR/run/test-workers.pid" ]]; then app_pids+=("$(cat "$DATA_DIR/run/test-workers.pid")"); fi
    for pid in "${app_pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    for _ in $(seq 100); do
      local alive=0 pid
      for pid in "${app_pids[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
      ((alive)) || break
      sleep 0.2
    done
    for pid in "${app_pids[@]}"; do kill -KILL "$pid" 2>/dev/null || true; done
    rm -f "$DATA_DIR/run/test-workers.pid"
    if [[ $started_stack == 1 ]]; then bash "$STACK_DIR/stack.sh" stop; fi
  }
  trap cleanup EXIT
  # The workers' pid lives in a file: crash tests kill and restart them (apps/workers/src/testing).
  node "$ROOT/apps/workers/dist/main.js" >>"$DATA_DIR/logs/test-workers.log" 2>&1 &
  echo $! >"$DATA_DIR/run/test-workers.pid"
  node "$ROOT/apps/api/dist/main.js" >"$DATA_DIR/logs/test-api.log" 2>&1 &
  app_pids+=($!)
  wait_for_api "$TEST_PORT" || { log_tail "$DATA_DIR/logs/test-api.log"; exit 1; }
  ok "test api on :$TEST_PORT (logs in ${DATA_DIR#"$ROOT"/}/logs/test-*.log)"
fi

if wants int; then
  step "integration tests (real PostgreSQL, Temporal, Kafka)"
  (cd "$ROOT" && npx jest --selectProjects int --runInBand ${TEST_PATTERN:+--testPathPatterns "$TEST_PATTERN"} \
    --json --outputFile "$results_dir/jest-int.json")
fi

if wants e2e; then
  step "end-to-end tests (Playwright, Chromium)"
  (cd "$ROOT" && PLAYWRIGHT_JSON_OUTPUT_FILE="$results_dir/playwright-e2e.json" npx playwright test -c e2e/playwright.config.ts ${TEST_PATTERN:+"$TEST_PATTERN"})
fi

if wants fuzz; then
  step "fuzz (Schemathesis over the OpenAPI document: two associations, a one-key account, a portal user)"
  FUZZ_RESULTS_DIR="$results_dir" bash "$ROOT/scripts/fuzz/run.sh"
fi

step "all requested tiers passed: ${tiers[*]}"
# The tally must be the run's closing line: stop what this run started first.
if needs_stack; then cleanup; trap - EXIT; fi
node "$ROOT/scripts/report/test-tally.js" "$results_dir"
