#!/usr/bin/env bash
# `npm run bench`: how fast the core is, at fixed load, against the stack on this machine.
# Prints figures (each with a baseline measured in the same run and the ratio to it) and asserts
# nothing. Self-sufficient like test.sh: installs and builds what is missing, starts the stack if it
# is not running (and stops it afterwards only then), resets the test database, namespace and
# topic (BK_ENV=test), runs its own API (on TEST_PORT) and workers, and stops them.
# Loads and figures: bench/src/main.ts and bench/README.md. BENCH_QUICK=1: 1/10 of the loads.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
bench_t0=$SECONDS

step "dependencies and build"
ensure_node_modules
build_all
doing "compiling the bench (tsc -p bench)"
(cd "$ROOT" && npx tsc -p bench)

step "bench stack"
# The test database (bk_test), namespace (bk-test) and topic: reset below, never the dev data.
export BK_ENV=test
started_stack=0
if ! bash "$STACK_DIR/stack.sh" status >/dev/null 2>&1; then
  bash "$STACK_DIR/stack.sh" start
  started_stack=1
else
  ok "stack already running: reusing it (do not run the test tiers on it meanwhile: both reset $PG_TEST_DATABASE)"
fi
platform_cli reset-test
platform_cli migrate
platform_cli seed

mkdir -p "$DATA_DIR/logs" "$DATA_DIR/bench"
results="$DATA_DIR/bench/results-$(date -u +%Y%m%dT%H%M%SZ).json"
app_pids=()

stop_apps() {
  local pid alive
  for pid in "${app_pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for _ in $(seq 100); do
    alive=0
    for pid in "${app_pids[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
    ((alive)) || break
    sleep 0.2
  done
  for pid in "${app_pids[@]}"; do kill -KILL "$pid" 2>/dev/null || true; done
  app_pids=()
}

cleanup() {
  stop_apps
  if [[ $started_stack == 1 ]]; then bash "$STACK_DIR/stack.sh" stop; fi
}
trap cleanup EXIT

# BENCH_CPU_PROFILE=1: the API and the workers write V8 CPU profiles (one per thread, for Chrome
# DevTools or speedscope) to $DATA_DIR/bench/profiles-<time>/ when they stop.
profile_flags=()
if [[ ${BENCH_CPU_PROFILE:-0} == 1 ]]; then
  profile_dir="$DATA_DIR/bench/profiles-$(date -u +%Y%m%dT%H%M%SZ)"
  mkdir -p "$profile_dir"
  profile_flags=(--cpu-prof "--cpu-prof-dir=$profile_dir")
  ok "CPU profiles of the API and workers go to ${profile_dir#"$ROOT"/}"
fi
node "${profile_flags[@]}" "$ROOT/apps/workers/dist/main.js" >"$DATA_DIR/logs/bench-workers.log" 2>&1 &
app_pids+=($!)
node "${profile_flags[@]}" "$ROOT/apps/api/dist/main.js" >"$DATA_DIR/logs/bench-api.log" 2>&1 &
app_pids+=($!)
# The bench reports CPU time per process; these two are its own children.
export BENCH_WORKERS_PID="${app_pids[0]}" BENCH_API_PID="${app_pids[1]}"
wait_for_api "$TEST_PORT" || { log_tail "$DATA_DIR/logs/bench-api.log"; exit 1; }
ok "bench api on :$TEST_PORT and workers (logs in ${DATA_DIR#"$ROOT"/}/logs/bench-*.log)"

step "live figures: HTTP commands, projection lag, Temporal updates, uploads, content reads (API and workers running)"
node "$ROOT/bench/dist/main.js" live --results "$results"

step "offline figures: rebuild and replay (API and workers stopped, so nothing else writes or projects)"
stop_apps
node "$ROOT/bench/dist/main.js" offline --results "$results"

BENCH_TOTAL_SECONDS=$((SECONDS - bench_t0)) node "$ROOT/bench/dist/main.js" report --results "$results"
ok "bench finished in $((SECONDS - bench_t0)) s; results in ${results#"$ROOT"/}"
