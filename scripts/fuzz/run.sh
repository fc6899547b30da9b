#!/usr/bin/env bash
# The fuzz stage of `npm test`: Schemathesis generates requests for every operation of the
# platform's OpenAPI document (so a new endpoint joins automatically) against the running test
# API, once as a staff member of each of two associations. It fails on any 5xx, on a response
# that violates the document, or on a response to one association carrying the other's data.
# Bounded in examples per operation and in time, so a run costs a few minutes.
#
# Usage: scripts/fuzz/run.sh   (the test API must be up on TEST_PORT; scripts/test.sh does that)
set -euo pipefail
source "$(dirname "$0")/../stack/env.sh"
source "$STACK_DIR/lib.sh"

SCHEMATHESIS_VERSION="4.32.5"
FUZZ_VENV="$TOOLS_DIR/fuzz-venv"
BASE="http://127.0.0.1:$TEST_PORT"
EXAMPLES="${FUZZ_MAX_EXAMPLES:-8}"
SECONDS_PER_TENANT="${FUZZ_MAX_SECONDS:-75}"
REPORT_DIR="$DATA_DIR/logs/fuzz"

install_schemathesis() {
  local marker="$FUZZ_VENV/.installed"
  if [[ -f "$marker" && "$(cat "$marker")" == "$SCHEMATHESIS_VERSION" ]]; then return; fi
  doing "installing schemathesis $SCHEMATHESIS_VERSION (PyPI) into ${FUZZ_VENV#"$ROOT"/}"
  python3 -m venv "$FUZZ_VENV" 2>/dev/null || { apt_install python3-venv; python3 -m venv "$FUZZ_VENV"; }
  "$FUZZ_VENV/bin/pip" install -q --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
  echo "$SCHEMATHESIS_VERSION" >"$marker"
}

# A staff session of the association's administrator (every permission key: every operation is reachable).
session_of() {
  curl -fsS -o /dev/null -c - -X POST "$BASE/api/v1/login" -H "channel: $1" -H 'content-type: application/json' \
    -d '{"loginId":"admin","password":"Demo@2026"}' | awk '$6 == "bk_session" { print $7 }'
}

tenant_id_of() { curl -fsS "$BASE/api/noauth/v1/tenant?_channel=$1" | sed -E 's/.*"tenantId":"([^"]+)".*/\1/'; }

# An application only this association has: its name must never appear in the other's answers.
seed_marker() {
  local channel="$1" name="隔离标记${1}$(date +%s%N | tail -c 7)有限公司" code
  code="$(node -e 'console.log(require(process.argv[1]).exampleCreditCode(process.argv[2]))' "$ROOT/libs/domain/dist/index.js" "$name")"
  curl -fsS -o /dev/null -X POST "$BASE/api/v1/applicant/submitApply" -H "channel: $channel" -H 'content-type: application/json' \
    -d "{\"enterpriseName\":\"$name\",\"creditCode\":\"$code\",\"contactName\":\"隔离测试\",\"contactPhone\":\"13700000000\",\"description\":\"租户隔离检查\"}"
  echo "$name"
}

# One worker: with several, Schemathesis' coverage phase trips over a race in CPython 3.11's ast module.
fuzz_as() {
  local channel="$1" session="$2" forbidden="$3"
  doing "fuzzing every operation as the administrator of $channel"
  FUZZ_FORBIDDEN="$forbidden" SCHEMATHESIS_HOOKS=tenant_isolation PYTHONPATH="$ROOT/scripts/fuzz" \
    "$FUZZ_VENV/bin/st" run "$BASE/api/openapi.json" \
      --url "$BASE" \
      -H "Cookie: bk_session=$session" -H "channel: $channel" \
      --checks not_a_server_error,response_schema_conformance,content_type_conformance,no_other_tenant_data \
      --exclude-path /api/v1/logout \
      --exclude-tag server-sent-events \
      --max-examples "$EXAMPLES" --max-time "$SECONDS_PER_TENANT" --seed 20261123 \
      --workers 1 --request-timeout 20 --no-color \
      --report junit --report-dir "$REPORT_DIR/$channel" >"$REPORT_DIR/$channel.log" 2>&1 \
    || { log_tail "$REPORT_DIR/$channel.log" 200; die "fuzz: failures as the administrator of $channel (log: ${REPORT_DIR#"$ROOT"/}/$channel.log)"; }
  # Schemathesis closes its console output like a test runner that ran nothing ("N warnings in
  # Ns"); the log keeps it, and the JUnit report joins the run's tally instead.
  grep -E '^\s+[0-9]+ generated' "$REPORT_DIR/$channel.log" | sed -E "s/^\s+/  $channel: /" || true
  if [[ -n "${FUZZ_RESULTS_DIR:-}" ]]; then
    cp "$(ls -t "$REPORT_DIR/$channel"/junit-*.xml | head -1)" "$FUZZ_RESULTS_DIR/fuzz-$channel.xml"
  fi
}

install_schemathesis
mkdir -p "$REPORT_DIR"
A=szpca B=jlpca
session_a="$(session_of "$A")" session_b="$(session_of "$B")"
[[ -n "$session_a" && -n "$session_b" ]] || die "fuzz: could not sign in as admin of $A and $B"
marker_a="$(seed_marker "$A")" marker_b="$(seed_marker "$B")"
tenant_a="$(tenant_id_of "$A")" tenant_b="$(tenant_id_of "$B")"
fuzz_as "$A" "$session_a" "$tenant_b"$'\n'"$marker_b"
fuzz_as "$B" "$session_b" "$tenant_a"$'\n'"$marker_a"
ok "fuzz stage passed ($EXAMPLES examples per operation, reports in ${REPORT_DIR#"$ROOT"/})"
