#!/usr/bin/env bash
# The fuzz stage of `npm test`: Schemathesis generates requests for every operation of the
# platform's OpenAPI document (so a new endpoint joins automatically), path parameters included,
# against the running test API: as the administrator of each of two associations, then more
# briefly as a least-privileged staff account (one key) and as a signed-in portal user, where
# almost every operation is a refusal that must still be a 4xx in the envelope. It fails on any
# 5xx, on a response that violates the document, or on a response to one association carrying the
# other's data. Bounded in examples per operation and in time, so a run costs a few minutes.
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
# The least-privileged runs: most operations answer 403 at once, so fewer examples find as much.
LEAST_EXAMPLES="${FUZZ_LEAST_MAX_EXAMPLES:-4}"
LEAST_SECONDS="${FUZZ_LEAST_MAX_SECONDS:-40}"
REPORT_DIR="$DATA_DIR/logs/fuzz"

install_schemathesis() {
  local marker="$FUZZ_VENV/.installed"
  if [[ -f "$marker" && "$(cat "$marker")" == "$SCHEMATHESIS_VERSION" ]]; then return; fi
  doing "installing schemathesis $SCHEMATHESIS_VERSION (PyPI) into ${FUZZ_VENV#"$ROOT"/}"
  python3 -m venv "$FUZZ_VENV" 2>/dev/null || { apt_install python3-venv; python3 -m venv "$FUZZ_VENV"; }
  "$FUZZ_VENV/bin/pip" install -q --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
  echo "$SCHEMATHESIS_VERSION" >"$marker"
}

# A staff session: the administrator has every permission key (every operation is reachable);
# the demo `applicant` holds a single key.
session_of() {
  local channel="$1" login="${2:-admin}"
  curl -fsS -o /dev/null -c - -X POST "$BASE/api/v1/login" -H "channel: $channel" -H 'content-type: application/json' \
    -d "{\"loginId\":\"$login\",\"password\":\"Demo@2026\"}" | awk '$6 == "bk_session" { print $7 }'
}

# A portal session: the code comes from the local SMS provider's development outbox.
portal_session_of() {
  local channel="$1" mobile="$2" code
  curl -fsS -o /dev/null -X POST "$BASE/api/v1/portal/auth/sendCode" -H "channel: $channel" -H 'content-type: application/json' \
    -d "{\"mobile\":\"$mobile\"}"
  code="$(curl -fsS "$BASE/api/v1/dev/localSms/outbox?mobile=$mobile" -H "channel: $channel" |
    node -e 'let s="";process.stdin.on("data",(d)=>(s+=d)).on("end",()=>console.log(JSON.parse(s).data[0].code))')"
  curl -fsS -o /dev/null -c - -X POST "$BASE/api/v1/portal/auth/login" -H "channel: $channel" -H 'content-type: application/json' \
    -d "{\"mobile\":\"$mobile\",\"code\":\"$code\"}" | awk '$6 == "bk_portal_session" { print $7 }'
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
# Usage: fuzz_as NAME CHANNEL COOKIE FORBIDDEN EXAMPLES SECONDS WHO
fuzz_as() {
  local name="$1" channel="$2" cookie="$3" forbidden="$4" examples="$5" seconds="$6" who="$7"
  doing "fuzzing every operation as $who of $channel"
  FUZZ_FORBIDDEN="$forbidden" SCHEMATHESIS_HOOKS=tenant_isolation PYTHONPATH="$ROOT/scripts/fuzz" \
    "$FUZZ_VENV/bin/st" run "$BASE/api/openapi.json" \
      --url "$BASE" \
      -H "Cookie: $cookie" -H "channel: $channel" \
      --checks not_a_server_error,response_schema_conformance,content_type_conformance,no_other_tenant_data \
      --exclude-path /api/v1/logout --exclude-path /api/v1/portal/auth/logout \
      --exclude-tag server-sent-events \
      --max-examples "$examples" --max-time "$seconds" --seed 20261123 \
      --workers 1 --request-timeout 20 --no-color \
      --report junit --report-dir "$REPORT_DIR/$name" >"$REPORT_DIR/$name.log" 2>&1 \
    || { log_tail "$REPORT_DIR/$name.log" 200; die "fuzz: failures as $who of $channel (log: ${REPORT_DIR#"$ROOT"/}/$name.log)"; }
  # Schemathesis closes its console output like a test runner that ran nothing ("N warnings in
  # Ns"); the log keeps it, and the JUnit report joins the run's tally instead.
  grep -E '^\s+[0-9]+ generated' "$REPORT_DIR/$name.log" | sed -E "s/^\s+/  $name: /" || true
  if [[ -n "${FUZZ_RESULTS_DIR:-}" ]]; then
    cp "$(ls -t "$REPORT_DIR/$name"/junit-*.xml | head -1)" "$FUZZ_RESULTS_DIR/fuzz-$name.xml"
  fi
}

install_schemathesis
mkdir -p "$REPORT_DIR"
A=szpca B=jlpca
session_a="$(session_of "$A")" session_b="$(session_of "$B")" least_a="$(session_of "$A" applicant)"
[[ -n "$session_a" && -n "$session_b" && -n "$least_a" ]] || die "fuzz: could not sign in as admin of $A and $B and applicant of $A"
portal_a="$(portal_session_of "$A" "137$(printf '%08d' $((RANDOM * 32768 + RANDOM)) | tail -c 8)")"
[[ -n "$portal_a" ]] || die "fuzz: could not sign a portal user in to $A"
marker_a="$(seed_marker "$A")" marker_b="$(seed_marker "$B")"
tenant_a="$(tenant_id_of "$A")" tenant_b="$(tenant_id_of "$B")"
fuzz_as "$A" "$A" "bk_session=$session_a" "$tenant_b"$'\n'"$marker_b" "$EXAMPLES" "$SECONDS_PER_TENANT" "the administrator"
fuzz_as "$B" "$B" "bk_session=$session_b" "$tenant_a"$'\n'"$marker_a" "$EXAMPLES" "$SECONDS_PER_TENANT" "the administrator"
fuzz_as "$A-least-staff" "$A" "bk_session=$least_a" "$tenant_b"$'\n'"$marker_b" "$LEAST_EXAMPLES" "$LEAST_SECONDS" "a one-key staff account"
fuzz_as "$A-portal-user" "$A" "bk_portal_session=$portal_a" "$tenant_b"$'\n'"$marker_b" "$LEAST_EXAMPLES" "$LEAST_SECONDS" "a portal user"
ok "fuzz stage passed ($EXAMPLES examples per operation as administrators, $LEAST_EXAMPLES with least privilege; reports in ${REPORT_DIR#"$ROOT"/})"
