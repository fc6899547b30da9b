#!/usr/bin/env bash
# `npm start`: the whole platform with demo data on one origin. Ctrl-C stops everything.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

step "dependencies and build"
ensure_node_modules
build_all

step "local stack (PostgreSQL, Temporal, Kafka, S3Proxy)"
bash "$STACK_DIR/stack.sh" start

step "schema and demo data"
platform_cli migrate
platform_cli seed

step "api and workers"
mkdir -p "$DATA_DIR/logs"
pids=()
stop_all() {
  trap - INT TERM EXIT
  echo
  doing "stopping api and workers"
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait "${pids[@]}" 2>/dev/null || true
  bash "$STACK_DIR/stack.sh" stop
  exit 0
}
trap stop_all INT TERM EXIT

node "$ROOT/apps/workers/dist/main.js" > >(tee -a "$DATA_DIR/logs/workers.log") 2>&1 &
pids+=($!)
node "$ROOT/apps/api/dist/main.js" > >(tee -a "$DATA_DIR/logs/api.log") 2>&1 &
pids+=($!)
wait_for_api "$PORT"
# Cases of every kind in every state, through the running API (idempotent: a re-run changes nothing).
platform_cli seed-cases

cat <<INFO

  Platform is up on http://127.0.0.1:$PORT
    Portal (default mode)      http://127.0.0.1:$PORT/portal/szpca
    Portal (restructuring)     http://127.0.0.1:$PORT/portal-csj/csjrc
    Portal (northeast)         http://127.0.0.1:$PORT/portal-jilin/jlpca
    Portal (public welfare)    http://127.0.0.1:$PORT/portal-bj-ypt/bjypt
    Back office                http://127.0.0.1:$PORT/index/szpca
    API health                 http://127.0.0.1:$PORT/api/health
    Temporal UI                http://$TEMPORAL_HOST:$TEMPORAL_UI_PORT

  Demo logins (every association, password Demo@2026):
    allocator  (allocation)    handler, handler2  (handling)
    auditor    (audit)         admin  (every permission key)

  Ctrl-C stops everything.
INFO
wait -n "${pids[@]}"
warn "a platform process exited; stopping"
