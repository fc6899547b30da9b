#!/usr/bin/env bash
# Project-local stack: PostgreSQL 15, Temporal dev server (+ Web UI), Kafka (KRaft),
# S3Proxy (S3-compatible object store, filesystem backend).
#
# Usage: scripts/stack/stack.sh COMMAND [postgres|temporal|kafka|s3proxy ...]
#   start       install if needed, start (idempotent), wait until healthy
#   stop        stop cleanly (idempotent)
#   restart     stop, then start
#   status      one line per service; exit 0 only when all are healthy
#   foreground  start, then wait; Ctrl-C / SIGTERM stops the stack
#   env         print the resolved configuration (KEY=value)
#   logs [svc]  follow a service log (default: all)
# Without service names a command acts on all four.
#
# Ports and names: config/stack.env (environment variables override it).
# State: .data/ (logs in .data/logs, pid files in .data/run). Tools: .tools/.
# STACK_PROFILE=test makes PostgreSQL skip fsync (fast, unsafe: tests only).
# STACK_START_TIMEOUT (default 90 s) / STACK_STOP_TIMEOUT (default 30 s).
set -euo pipefail

# shellcheck source-path=SCRIPTDIR source=env.sh
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
# shellcheck source-path=SCRIPTDIR source=lib.sh
source "$STACK_DIR/lib.sh"

ALL_SERVICES=(postgres temporal kafka s3proxy)
RUN_DIR="$DATA_DIR/run"
LOG_DIR="$DATA_DIR/logs"
START_TIMEOUT="${STACK_START_TIMEOUT:-90}"
STOP_TIMEOUT="${STACK_STOP_TIMEOUT:-30}"

PG_DATA="$DATA_DIR/postgres"
PG_SOCKET_DIR="$RUN_DIR/postgres"   # unix socket here, not /var/run/postgresql
PG_BIN=""                            # set by pg_prepare_bin

TEMPORAL_DIR="$DATA_DIR/temporal"
TEMPORAL_DB="$TEMPORAL_DIR/temporal.db"
# Custom search attributes the workflows use; registered in both namespaces. docker-compose.yml's
# temporal-setup registers the same list (scripts/check-compose.sh keeps them equal).
TEMPORAL_SEARCH_ATTRIBUTES=(TenantId=Keyword CaseId=Keyword CaseState=Keyword Assignee=Keyword CaseKind=Keyword)

KAFKA_DATA="$DATA_DIR/kafka"
KAFKA_CONFIG="$KAFKA_DATA/server.properties"
KAFKA_CLUSTER_ID_FILE="$KAFKA_DATA/cluster-id"
KAFKA_PROBE_CP="$TOOLS_DIR/kafka/probe:$KAFKA_LIBS_DIR/*"

S3PROXY_DATA="$DATA_DIR/s3proxy"
S3PROXY_CONFIG="$S3PROXY_DATA/s3proxy.properties"
S3PROXY_LOGBACK="$S3PROXY_DATA/logback.xml"

declare -a WAIT_FOR=()        # services launched (or found starting) that we wait for
declare -A LAUNCHED_AT=()     # service -> $SECONDS when this run launched it
STACK_T0=$SECONDS

# ================================================================ generic helpers

# One lock for start/stop so that parallel callers (e.g. several test targets)
# do not launch a service twice. Children must not inherit fd 9 (see launch_bg).
lock_acquire() {
  mkdir -p "$RUN_DIR"
  exec 9>"$RUN_DIR/stack.lock"
  flock -w 300 9 || die "could not lock $RUN_DIR/stack.lock (another stack.sh is busy)"
}
lock_release() { flock -u 9 2>/dev/null || true; }

pid_file() { printf '%s/%s.pid\n' "$RUN_DIR" "$1"; }
log_file() { printf '%s/%s.log\n' "$LOG_DIR" "$1"; }

# Keep the previous run's log as <svc>.log.1 so a log never grows without bound.
rotate_log() {
  local log; log="$(log_file "$1")"
  mkdir -p "$LOG_DIR"
  [[ -f "$log" ]] && mv -f "$log" "$log.1"
  : >"$log"
}

# Prints the pid of OUR process for a pid-file service (temporal, kafka): the pid
# file's process must be alive AND its command line must mention this checkout's
# data path, so a recycled pid or another clone's stack is never mistaken for ours.
svc_pid() {
  local svc="$1" file pid marker
  file="$(pid_file "$svc")"
  [[ -s "$file" ]] || return 1
  pid="$(<"$file")"
  [[ "$pid" =~ ^[0-9]+$ ]] && kill -0 "$pid" 2>/dev/null || return 1
  case "$svc" in
    temporal) marker="$TEMPORAL_DB" ;;
    kafka) marker="$KAFKA_CONFIG" ;;
    s3proxy) marker="$S3PROXY_CONFIG" ;;
  esac
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "$marker" || return 1
  printf '%s\n' "$pid"
}

# A pid file whose process is gone (crash, reboot, kill -9): remove it.
clean_stale_pid() {
  local svc="$1" file
  file="$(pid_file "$svc")"
  if [[ -f "$file" ]] && ! svc_pid "$svc" >/dev/null; then
    warn "$svc: removing stale pid file (process $(<"$file") is gone)"
    rm -f "$file"
  fi
}

# Start "$@" detached in its own session (setsid), so a Ctrl-C in the calling
# terminal (npm start, foreground) does not hit the service: `stack.sh stop` shuts it
# down in order instead. The service writes its own pid (after exec, $$ is it).
launch_bg() {
  local svc="$1"; shift
  local file log
  file="$(pid_file "$svc")"
  log="$(log_file "$svc")"
  rm -f "$file"
  printf '=== %s starting %s: %s\n' "$(date -Is)" "$svc" "$*" >>"$log"
  # shellcheck disable=SC2016  # expanded by the inner bash
  setsid -f bash -c 'echo $$ >"$0"; exec "$@"' "$file" "$@" </dev/null >>"$log" 2>&1 9>&-
  local i
  for ((i = 0; i < 50; i++)); do [[ -s "$file" ]] && return 0; sleep 0.1; done
  die "$svc: process did not start (no pid file $file)"
}

# SIGTERM the service's process group, SIGKILL it after STOP_TIMEOUT.
stop_pid_service() {
  local svc="$1" pid i
  if ! pid="$(svc_pid "$svc")"; then
    clean_stale_pid "$svc"
    ok "$svc already stopped"
    return 0
  fi
  kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
  for ((i = 0; i < STOP_TIMEOUT * 10; i++)); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  if kill -0 "$pid" 2>/dev/null; then
    warn "$svc (pid $pid) ignored SIGTERM for ${STOP_TIMEOUT}s; sending SIGKILL"
    kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -f "$(pid_file "$svc")"
  ok "$svc stopped (pid $pid)"
}

# Fail with the culprit named: typically another checkout's stack (a CI clone
# next to a developer's running stack) that holds the same fixed ports.
port_in_use_error() {
  local svc="$1" port="$2" host="$3" pid holder=""
  pid="$(ss -Htlnp "sport = :$port" 2>/dev/null | grep -o 'pid=[0-9]*' | head -n 1 | cut -d= -f2)" || true
  if [[ -n "$pid" && -r "/proc/$pid/cmdline" ]]; then
    holder="$(tr '\0' ' ' <"/proc/$pid/cmdline")"
    # Long java command lines: the start and the end (the config path) matter.
    ((${#holder} > 200)) && holder="${holder:0:60} … ${holder: -130}"
    holder=" by pid $pid: $holder"
  fi
  die "$svc: port $port on $host is already in use$holder
  stop that process, or override the port in the environment (see config/stack.env)"
}

# ================================================================ PostgreSQL

pg_prepare_bin() {
  [[ -n "$PG_BIN" ]] && return 0
  PG_BIN="$(pg_bin_dir)" || die "postgres: no /usr/lib/postgresql/*/bin/initdb; run scripts/stack/install.sh"
}

# Run a command as the OS user that owns the cluster. initdb refuses root, so as
# root that is `postgres`; as any other user it is that user. cd / avoids
# "could not change directory" noise when the caller's cwd is not readable.
as_pg() {
  if [[ $EUID -eq 0 ]]; then
    (cd / && runuser -u postgres -- "$@")
  else
    (cd / && "$@")
  fi
}

# The repo may live under a mode-700 directory (CI: /tmp/fresh-ci.XXXX, or /root).
# The postgres user needs search (x) permission on every ancestor of .data; grant
# o+x (not read) where it is missing and say so.
pg_ensure_traversable() {
  [[ $EUID -eq 0 ]] || return 0
  runuser -u postgres -- test -x "$DATA_DIR" 2>/dev/null && return 0
  local path="" part
  local -a parts
  IFS=/ read -r -a parts <<<"${DATA_DIR#/}"
  for part in "${parts[@]}"; do
    path="$path/$part"
    if ! runuser -u postgres -- test -x "$path" 2>/dev/null; then
      chmod o+x "$path"
      warn "postgres: chmod o+x $path (so the postgres user can reach $PG_DATA)"
    fi
  done
}

pg_init() {
  [[ -s "$PG_DATA/PG_VERSION" ]] && return 0
  doing "postgres: initdb $PG_DATA"
  mkdir -p "$PG_DATA"
  [[ $EUID -eq 0 ]] && chown postgres:postgres "$PG_DATA"
  chmod 700 "$PG_DATA"
  if ! as_pg "$PG_BIN/initdb" -D "$PG_DATA" -U "$PG_SUPERUSER" -E UTF8 --locale=C.UTF-8 \
      --auth-local=peer --auth-host=scram-sha-256 >>"$(log_file postgres)" 2>&1; then
    log_tail "$(log_file postgres)"
    die "postgres: initdb failed"
  fi
  printf "\n# Project stack settings (regenerated on every start).\ninclude_if_exists = 'stack.conf'\n" \
    >>"$PG_DATA/postgresql.conf"
}

# Write a file inside the cluster directory, owned by the cluster owner.
pg_write_file() {
  local target="$1"
  cat >"$target"
  [[ $EUID -eq 0 ]] && chown postgres:postgres "$target"
  chmod 600 "$target"
}

# Regenerated on each start so a port or profile change applies on restart.
pg_write_config() {
  local os_user; os_user="$(id -un)"
  {
    echo "# Generated by scripts/stack/stack.sh; edits are overwritten."
    echo "listen_addresses = '$PG_HOST'"
    echo "port = $PG_PORT"
    echo "unix_socket_directories = '$PG_SOCKET_DIR'"
    echo "max_connections = 200"
    if [[ "${STACK_PROFILE:-}" == "test" ]]; then
      echo "# STACK_PROFILE=test: durability off for speed (never for real data)."
      echo "fsync = off"
      echo "synchronous_commit = off"
      echo "full_page_writes = off"
    fi
  } | pg_write_file "$PG_DATA/stack.conf"
  # Superuser only through the socket (peer auth, OS user mapped to PG_SUPERUSER);
  # every other login uses a password over TCP from loopback.
  {
    echo "# Generated by scripts/stack/stack.sh; edits are overwritten."
    echo "# TYPE  DATABASE  USER  ADDRESS       METHOD"
    echo "local   all       all                 peer map=stack"
    echo "host    all       all   127.0.0.1/32  scram-sha-256"
    echo "host    all       all   ::1/128       scram-sha-256"
  } | pg_write_file "$PG_DATA/pg_hba.conf"
  {
    echo "# MAPNAME  SYSTEM-USER  PG-USER"
    echo "stack      postgres     $PG_SUPERUSER"
    echo "stack      root         $PG_SUPERUSER"
    [[ "$os_user" != root && "$os_user" != postgres ]] && echo "stack      $os_user     $PG_SUPERUSER"
    true
  } | pg_write_file "$PG_DATA/pg_ident.conf"
}

# Our postmaster is running: the pid in postmaster.pid is alive AND is a postgres
# started on this data directory. (`pg_ctl status` only checks that the pid is
# alive, so after a crash or reboot a recycled pid would look like a server.)
pg_running() {
  local pid
  pid="$(pg_postmaster_pid)" && [[ "$pid" =~ ^[0-9]+$ ]] && kill -0 "$pid" 2>/dev/null || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "-D $PG_DATA"
}
pg_healthy() { "$PG_BIN/pg_isready" -q -h "$PG_HOST" -p "$PG_PORT" -t 2; }
pg_postmaster_pid() { head -n 1 "$PG_DATA/postmaster.pid" 2>/dev/null; }

# After a crash (kill -9, OOM, reboot) postmaster.pid and the socket lock file
# stay behind. The postmaster ignores them when their pid is dead, but refuses to
# start when the pid was recycled by another postgres-owned process; since
# pg_running said no, they are ours and stale: remove them.
pg_clean_stale_pid() {
  local lock="$PG_SOCKET_DIR/.s.PGSQL.$PG_PORT.lock"
  if [[ -f "$PG_DATA/postmaster.pid" ]]; then
    warn "postgres: removing stale postmaster.pid (pid $(pg_postmaster_pid) is not our postmaster)"
    rm -f "$PG_DATA/postmaster.pid"
  fi
  if [[ -f "$lock" ]]; then
    rm -f "$lock" "$PG_SOCKET_DIR/.s.PGSQL.$PG_PORT"
  fi
}

pg_psql() {
  "$PG_BIN/psql" -X -q -v ON_ERROR_STOP=1 -h "$PG_SOCKET_DIR" -p "$PG_PORT" -U "$PG_SUPERUSER" "$@"
}

pg_start() {
  pg_prepare_bin
  # Unix socket paths are limited to 107 bytes.
  local sock="$PG_SOCKET_DIR/.s.PGSQL.$PG_PORT"
  ((${#sock} <= 100)) || die "postgres: socket path too long (${#sock} > 100): $sock; clone the repo to a shorter path"
  mkdir -p "$DATA_DIR" "$RUN_DIR" "$LOG_DIR"
  pg_ensure_traversable
  if pg_running; then
    if pg_healthy; then
      ok "postgres already running (pid $(pg_postmaster_pid), $PG_HOST:$PG_PORT)"
      return 0
    fi
    WAIT_FOR+=(postgres)   # still starting up, or busy: wait for it
    return 0
  fi
  pg_healthy && port_in_use_error postgres "$PG_PORT" "$PG_HOST"
  rotate_log postgres
  [[ $EUID -eq 0 ]] && chown postgres:postgres "$(log_file postgres)"
  pg_init
  pg_clean_stale_pid
  mkdir -p "$PG_SOCKET_DIR"
  [[ $EUID -eq 0 ]] && chown postgres:postgres "$PG_SOCKET_DIR"
  pg_write_config
  # -W: don't wait here; all services start in parallel and are waited for below.
  # setsid: own session, so Ctrl-C in the caller's terminal does not reach it.
  if ! as_pg setsid "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$(log_file postgres)" -W start >/dev/null 9>&-; then
    log_tail "$(log_file postgres)"
    die "postgres: pg_ctl start failed"
  fi
  # pg_ctl -W returns before the postmaster has written postmaster.pid; give it
  # a moment so the wait loop below can tell "starting" from "crashed".
  local i
  for ((i = 0; i < 100; i++)); do pg_running && break; sleep 0.1; done
  doing "postgres starting on $PG_HOST:$PG_PORT (profile ${STACK_PROFILE:-default})"
  LAUNCHED_AT[postgres]=$SECONDS
  WAIT_FOR+=(postgres)
}

# Roles and databases, idempotently (CREATE only when missing; attributes and
# passwords re-applied every time so config changes take effect).
pg_provision() {
  pg_psql -d postgres \
    -v owner="$PG_OWNER_USER" -v owner_pw="$PG_OWNER_PASSWORD" \
    -v app="$PG_APP_USER" -v app_pw="$PG_APP_PASSWORD" \
    -v sys="$PG_SYSTEM_USER" -v sys_pw="$PG_SYSTEM_PASSWORD" \
    -v db="$PG_DATABASE" -v test_db="$PG_TEST_DATABASE" <<'SQL'
SET client_min_messages = warning;
SELECT format('CREATE ROLE %I', r) FROM unnest(ARRAY[:'owner', :'app', :'sys']) AS r
 WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r) \gexec
-- Owner: owns the databases and runs migrations; not a superuser.
ALTER ROLE :"owner" WITH LOGIN NOSUPERUSER NOCREATEROLE NOBYPASSRLS PASSWORD :'owner_pw';
-- API runtime role: row-level security applies to it.
ALTER ROLE :"app" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS PASSWORD :'app_pw';
-- Relay / projection rebuild: sees every tenant's rows.
ALTER ROLE :"sys" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE BYPASSRLS PASSWORD :'sys_pw';
SELECT format('CREATE DATABASE %I OWNER %I', d, :'owner') FROM unnest(ARRAY[:'db', :'test_db']) AS d
 WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = d) \gexec
ALTER DATABASE :"db" OWNER TO :"owner";
ALTER DATABASE :"test_db" OWNER TO :"owner";
-- Only the project's roles may connect (PUBLIC gets CONNECT by default).
REVOKE CONNECT ON DATABASE :"db" FROM PUBLIC;
REVOKE CONNECT ON DATABASE :"test_db" FROM PUBLIC;
GRANT CONNECT ON DATABASE :"db" TO :"app", :"sys";
GRANT CONNECT ON DATABASE :"test_db" TO :"app", :"sys";
SQL
  local fsync want=on
  [[ "${STACK_PROFILE:-}" == "test" ]] && want=off
  fsync="$(pg_psql -d postgres -Atc 'SHOW fsync')"
  [[ "$fsync" == "$want" ]] ||
    warn "postgres is running with fsync=$fsync but STACK_PROFILE='${STACK_PROFILE:-}' wants $want: run 'stack.sh restart postgres' to apply"
  ok "postgres roles $PG_OWNER_USER/$PG_APP_USER/$PG_SYSTEM_USER and databases $PG_DATABASE/$PG_TEST_DATABASE ready"
}

pg_stop() {
  pg_prepare_bin
  if [[ ! -d "$PG_DATA" ]] || ! pg_running; then
    ok "postgres already stopped"
    return 0
  fi
  local pid; pid="$(pg_postmaster_pid)"
  # fast = roll back open transactions, disconnect clients, clean shutdown.
  if ! as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" stop -m fast -w -t "$STOP_TIMEOUT" >/dev/null 9>&-; then
    warn "postgres did not stop within ${STOP_TIMEOUT}s; using -m immediate"
    as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" stop -m immediate -w -t 10 >/dev/null 9>&- || true
  fi
  ok "postgres stopped (pid $pid)"
}

pg_status() {
  pg_prepare_bin
  if [[ -d "$PG_DATA" ]] && pg_running; then
    if pg_healthy; then
      ok "postgres  running  pid $(pg_postmaster_pid)  $PG_HOST:$PG_PORT  db $PG_DATABASE,$PG_TEST_DATABASE  socket $PG_SOCKET_DIR"
      return 0
    fi
    printf '✗ postgres  pid %s alive but not accepting connections on %s:%s\n' "$(pg_postmaster_pid)" "$PG_HOST" "$PG_PORT"
    return 1
  fi
  printf '✗ postgres  stopped\n'
  return 1
}

# ================================================================ Temporal

temporal_addr() { printf '%s:%s\n' "$TEMPORAL_HOST" "$TEMPORAL_PORT"; }

temporal_healthy() {
  "$TEMPORAL_BIN" operator cluster health --address "$(temporal_addr)" 2>/dev/null | grep -q SERVING &&
    http_answers "$TEMPORAL_HOST" "$TEMPORAL_UI_PORT"
}

temporal_namespaces() {
  printf '%s\n' "$TEMPORAL_NAMESPACE"
  [[ "$TEMPORAL_TEST_NAMESPACE" != "$TEMPORAL_NAMESPACE" ]] && printf '%s\n' "$TEMPORAL_TEST_NAMESPACE"
  true
}

temporal_start() {
  [[ -x "$TEMPORAL_BIN" ]] || die "temporal: $TEMPORAL_BIN missing; run scripts/stack/install.sh"
  local pid
  if pid="$(svc_pid temporal)"; then
    if temporal_healthy; then
      ok "temporal already running (pid $pid, $(temporal_addr), UI http://$TEMPORAL_HOST:$TEMPORAL_UI_PORT)"
      return 0
    fi
    WAIT_FOR+=(temporal)
    return 0
  fi
  clean_stale_pid temporal
  tcp_open "$TEMPORAL_HOST" "$TEMPORAL_PORT" && port_in_use_error temporal "$TEMPORAL_PORT" "$TEMPORAL_HOST"
  tcp_open "$TEMPORAL_HOST" "$TEMPORAL_UI_PORT" && port_in_use_error "temporal UI" "$TEMPORAL_UI_PORT" "$TEMPORAL_HOST"
  mkdir -p "$TEMPORAL_DIR"
  # WAL with synchronous=NORMAL: a commit is one append to the write-ahead log instead of a
  # rollback journal plus an fsync of the database on every workflow task. A process crash loses
  # nothing; only an operating-system crash can lose the last commits, which a local stack accepts
  # (production runs Temporal on PostgreSQL: docker-compose.yml).
  # The Web UI in the production posture, write actions off (README "Operations"): the dev server
  # has no flag for it, so its UI listens on an internal loopback port behind temporal-ui-guard.mjs,
  # which serves TEMPORAL_UI_PORT. TEMPORAL_UI_WRITE_ACTIONS=on starts the bare UI instead.
  local ui_port="$TEMPORAL_UI_PORT" launcher=()
  if [[ "${TEMPORAL_UI_WRITE_ACTIONS:-off}" != "on" ]]; then
    ui_port="${TEMPORAL_UI_INTERNAL_PORT:-$((TEMPORAL_UI_PORT + 1))}"
    tcp_open "$TEMPORAL_HOST" "$ui_port" && port_in_use_error "temporal UI (internal)" "$ui_port" "$TEMPORAL_HOST"
    local node_bin="$TOOLS_DIR/node/bin/node"
    [[ -x "$node_bin" ]] || node_bin="$(command -v node)" || die "temporal: node is needed for the UI's guard"
    launcher=("$node_bin" "$STACK_DIR/temporal-ui-guard.mjs" "$TEMPORAL_HOST" "$TEMPORAL_UI_PORT" "$ui_port" --)
  fi
  local args=(server start-dev --ip "$TEMPORAL_HOST" --port "$TEMPORAL_PORT" --ui-port "$ui_port"
    --db-filename "$TEMPORAL_DB" --sqlite-pragma journal_mode=wal --sqlite-pragma synchronous=normal
    --log-level warn) ns attr
  while read -r ns; do args+=(--namespace "$ns"); done < <(temporal_namespaces)
  # Only registered when the database is created; temporal_provision covers the rest.
  for attr in "${TEMPORAL_SEARCH_ATTRIBUTES[@]}"; do args+=(--search-attribute "$attr"); done
  rotate_log temporal
  launch_bg temporal "${launcher[@]}" "$TEMPORAL_BIN" "${args[@]}"
  doing "temporal starting on $(temporal_addr) (UI port $TEMPORAL_UI_PORT)"
  LAUNCHED_AT[temporal]=$SECONDS
  WAIT_FOR+=(temporal)
}

# Temporal type name (Keyword, KeywordList, Datetime...) -> INDEXED_VALUE_TYPE_* enum.
temporal_type_enum() {
  printf 'INDEXED_VALUE_TYPE_%s\n' "$(sed -E 's/([a-z])([A-Z])/\1_\2/g' <<<"$1" | tr '[:lower:]' '[:upper:]')"
}

# `--search-attribute` only takes effect when start-dev creates a new database: on
# an existing .data/temporal/temporal.db, attributes added later are NOT registered.
# So check each namespace and create what is missing (create is idempotent).
temporal_provision() {
  local ns attr name type listing missing
  while read -r ns; do
    listing="$("$TEMPORAL_BIN" operator search-attribute list --namespace "$ns" \
      --address "$(temporal_addr)" -o json)" || die "temporal: cannot list search attributes of namespace $ns"
    missing=()
    for attr in "${TEMPORAL_SEARCH_ATTRIBUTES[@]}"; do
      name="${attr%%=*}" type="${attr#*=}"
      grep -qF "\"$name\": \"$(temporal_type_enum "$type")\"" <<<"$listing" ||
        missing+=(--name "$name" --type "$type")
    done
    if ((${#missing[@]} > 0)); then
      doing "temporal: registering search attributes in $ns: ${missing[*]}"
      "$TEMPORAL_BIN" operator search-attribute create --namespace "$ns" \
        --address "$(temporal_addr)" "${missing[@]}" >/dev/null ||
        die "temporal: could not create search attributes in namespace $ns"
    fi
  done < <(temporal_namespaces)
  ok "temporal namespaces $(temporal_namespaces | paste -sd, -) have search attributes $(printf '%s\n' "${TEMPORAL_SEARCH_ATTRIBUTES[@]%%=*}" | paste -sd, -)"
}

temporal_status() {
  local pid
  if pid="$(svc_pid temporal)"; then
    if temporal_healthy; then
      ok "temporal  running  pid $pid  $(temporal_addr)  UI http://$TEMPORAL_HOST:$TEMPORAL_UI_PORT  namespaces $(temporal_namespaces | paste -sd, -)"
      return 0
    fi
    printf '✗ temporal  pid %s alive but not healthy on %s (UI port %s)\n' "$pid" "$(temporal_addr)" "$TEMPORAL_UI_PORT"
    return 1
  fi
  printf '✗ temporal  stopped\n'
  return 1
}

# ================================================================ Kafka

# slf4j-simple logs to stderr (-> the log file). The broker is very chatty at INFO
# (thousands of lines per run), so keep WARN except for the started/stopped lines.
kafka_log_opts() {
  KAFKA_LOG_OPTS=(
    -Dorg.slf4j.simpleLogger.defaultLogLevel="${STACK_KAFKA_LOG_LEVEL:-warn}"
    -Dorg.slf4j.simpleLogger.log.kafka.server.KafkaRaftServer=info
    -Dorg.slf4j.simpleLogger.log.kafka.server.BrokerServer=info
    -Dorg.slf4j.simpleLogger.showDateTime=true
    "-Dorg.slf4j.simpleLogger.dateTimeFormat=yyyy-MM-dd'T'HH:mm:ss.SSS"
  )
}

kafka_write_config() {
  mkdir -p "$KAFKA_DATA/data"
  cat >"$KAFKA_CONFIG" <<EOF
# Generated by scripts/stack/stack.sh on every start; edits are overwritten.
# Single node, KRaft combined mode (broker + controller in one JVM).
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@$KAFKA_HOST:$KAFKA_CONTROLLER_PORT
listeners=PLAINTEXT://$KAFKA_HOST:$KAFKA_PORT,CONTROLLER://$KAFKA_HOST:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://$KAFKA_HOST:$KAFKA_PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
log.dirs=$KAFKA_DATA/data
num.partitions=3
default.replication.factor=1
# Topics are created explicitly by the application, never by a typo.
auto.create.topics.enable=false
# One broker: internal topics cannot have more than one replica.
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
# Consumers join immediately instead of waiting 3 s for more members (tests).
group.initial.rebalance.delay.ms=0
EOF
}

# Format the storage once; the cluster id is kept in .data/kafka/cluster-id.
kafka_format() {
  if [[ -f "$KAFKA_DATA/data/meta.properties" ]]; then
    if [[ ! -s "$KAFKA_CLUSTER_ID_FILE" ]]; then
      sed -n 's/^cluster.id=//p' "$KAFKA_DATA/data/meta.properties" >"$KAFKA_CLUSTER_ID_FILE"
    fi
    return 0
  fi
  if [[ ! -s "$KAFKA_CLUSTER_ID_FILE" ]]; then
    java -cp "$KAFKA_LIBS_DIR/*" kafka.tools.StorageTool random-uuid 2>/dev/null >"$KAFKA_CLUSTER_ID_FILE.tmp"
    mv "$KAFKA_CLUSTER_ID_FILE.tmp" "$KAFKA_CLUSTER_ID_FILE"
  fi
  doing "kafka: formatting storage (cluster id $(<"$KAFKA_CLUSTER_ID_FILE"))"
  kafka_log_opts
  if ! java "${KAFKA_LOG_OPTS[@]}" -cp "$KAFKA_LIBS_DIR/*" kafka.tools.StorageTool format \
      -t "$(<"$KAFKA_CLUSTER_ID_FILE")" -c "$KAFKA_CONFIG" --ignore-formatted \
      >>"$(log_file kafka)" 2>&1; then
    log_tail "$(log_file kafka)"
    die "kafka: storage format failed"
  fi
}

# A real broker round trip (AdminClient describeCluster + listTopics); ~1 s of JVM.
kafka_probe() {
  java -Dorg.slf4j.simpleLogger.defaultLogLevel=error -cp "$KAFKA_PROBE_CP" KafkaProbe \
    "$KAFKA_HOST:$KAFKA_PORT" 2>/dev/null
}

# Once per fresh broker: have the group and transaction coordinators created and
# loaded now, instead of during the first test (kafkajs then logs transient
# "coordinator not available/loading" errors and retries).
kafka_warm() {
  local answer
  if answer="$(java -Dorg.slf4j.simpleLogger.defaultLogLevel=error -cp "$KAFKA_PROBE_CP" KafkaProbe \
      "$KAFKA_HOST:$KAFKA_PORT" --warm-coordinators 2>/dev/null)"; then
    ok "kafka ready: $answer"
  else
    warn "kafka coordinators warm-up failed ($answer); clients will retry on first use"
  fi
}

kafka_healthy() { tcp_open "$KAFKA_HOST" "$KAFKA_PORT" && kafka_probe >/dev/null; }

kafka_start() {
  [[ -d "$KAFKA_LIBS_DIR" ]] || die "kafka: $KAFKA_LIBS_DIR missing; run scripts/stack/install.sh"
  local pid
  if pid="$(svc_pid kafka)"; then
    if kafka_healthy; then
      ok "kafka already running (pid $pid, $KAFKA_HOST:$KAFKA_PORT)"
      return 0
    fi
    WAIT_FOR+=(kafka)
    return 0
  fi
  clean_stale_pid kafka
  tcp_open "$KAFKA_HOST" "$KAFKA_PORT" && port_in_use_error kafka "$KAFKA_PORT" "$KAFKA_HOST"
  tcp_open "$KAFKA_HOST" "$KAFKA_CONTROLLER_PORT" && port_in_use_error "kafka controller" "$KAFKA_CONTROLLER_PORT" "$KAFKA_HOST"
  rotate_log kafka
  kafka_write_config
  kafka_format
  kafka_log_opts
  launch_bg kafka java -Xms512m -Xmx1g -XX:+ExitOnOutOfMemoryError -Djava.awt.headless=true \
    "${KAFKA_LOG_OPTS[@]}" -cp "$KAFKA_LIBS_DIR/*" kafka.Kafka "$KAFKA_CONFIG"
  doing "kafka starting on $KAFKA_HOST:$KAFKA_PORT (controller $KAFKA_CONTROLLER_PORT)"
  LAUNCHED_AT[kafka]=$SECONDS
  WAIT_FOR+=(kafka)
}

kafka_status() {
  local pid answer
  if pid="$(svc_pid kafka)"; then
    if tcp_open "$KAFKA_HOST" "$KAFKA_PORT" && answer="$(kafka_probe)"; then
      ok "kafka     running  pid $pid  $KAFKA_HOST:$KAFKA_PORT  $answer"
      return 0
    fi
    printf '✗ kafka     pid %s alive but not answering on %s:%s\n' "$pid" "$KAFKA_HOST" "$KAFKA_PORT"
    return 1
  fi
  printf '✗ kafka     stopped\n'
  return 1
}

# ================================================================ S3Proxy

# The platform's own origins (both loopback spellings, normal and test port) may PUT
# from the browser with a presigned URL; PUBLIC_ORIGINS adds front ends served elsewhere.
s3proxy_cors_origins() {
  local port origins=() extra=()
  for port in "$PORT" "$TEST_PORT"; do
    origins+=("http://127.0.0.1:$port" "http://localhost:$port")
  done
  [[ -n "${PUBLIC_ORIGINS:-}" ]] && IFS=, read -r -a extra <<<"${PUBLIC_ORIGINS// /}"
  origins+=("${extra[@]}")
  # S3Proxy reads each origin as a regular expression: escape the dots.
  local joined="${origins[*]}"
  printf "%s" "${joined//./\\.}"
}

s3proxy_write_config() {
  mkdir -p "$S3PROXY_DATA/buckets"
  cat >"$S3PROXY_CONFIG" <<EOF
# Generated by scripts/stack/stack.sh on every start; edits are overwritten.
s3proxy.endpoint=http://$S3_HOST:$S3_PORT
s3proxy.authorization=aws-v2-or-v4
s3proxy.identity=$S3_ACCESS_KEY
s3proxy.credential=$S3_SECRET_KEY
s3proxy.cors-allow-origins=$(s3proxy_cors_origins)
s3proxy.cors-allow-methods=GET PUT HEAD
s3proxy.cors-allow-headers=*
s3proxy.cors-exposed-headers=ETag
jclouds.provider=filesystem
jclouds.filesystem.basedir=$S3PROXY_DATA/buckets
EOF
  # S3Proxy's jar carries no logging configuration: logback would print every Jetty DEBUG line.
  cat >"$S3PROXY_LOGBACK" <<EOF
<configuration>
  <appender name="STDERR" class="ch.qos.logback.core.ConsoleAppender">
    <target>System.err</target>
    <encoder><pattern>%d{yyyy-MM-dd'T'HH:mm:ss.SSS} %-5level %logger{30} - %msg%n</pattern></encoder>
  </appender>
  <logger name="org.gaul.shaded.org.eclipse.jetty.server.Server" level="INFO"/>
  <root level="${STACK_S3PROXY_LOG_LEVEL:-WARN}"><appender-ref ref="STDERR"/></root>
</configuration>
EOF
}

# A signed-out GET / answers AccessDenied in S3's XML: the S3 front end is serving.
s3proxy_healthy() {
  curl -s --max-time 3 "http://$S3_HOST:$S3_PORT/" 2>/dev/null | grep -q '<Error>'
}

s3proxy_start() {
  [[ -d "$S3PROXY_LIBS_DIR" ]] || die "s3proxy: $S3PROXY_LIBS_DIR missing; run scripts/stack/install.sh"
  local pid
  if pid="$(svc_pid s3proxy)"; then
    if s3proxy_healthy; then
      ok "s3proxy already running (pid $pid, http://$S3_HOST:$S3_PORT)"
      return 0
    fi
    WAIT_FOR+=(s3proxy)
    return 0
  fi
  clean_stale_pid s3proxy
  tcp_open "$S3_HOST" "$S3_PORT" && port_in_use_error s3proxy "$S3_PORT" "$S3_HOST"
  rotate_log s3proxy
  s3proxy_write_config
  # Buckets are directories of the filesystem backend: the platform's and the tests'.
  mkdir -p "$S3PROXY_DATA/buckets/$S3_BUCKET" "$S3PROXY_DATA/buckets/$S3_TEST_BUCKET"
  # The filesystem backend reads POSIX permissions as S3 ACLs: a directory or file that others
  # may read is a public-read bucket or object, listed and served to anonymous requests. Only
  # the owner may read the data, so every request needs the platform's credentials.
  chmod -R go-rwx "$S3PROXY_DATA/buckets"
  local umask_before
  umask_before="$(umask)"
  umask 077
  launch_bg s3proxy java -Xms64m -Xmx256m -XX:+ExitOnOutOfMemoryError -Djava.awt.headless=true \
    -Dlogback.configurationFile="$S3PROXY_LOGBACK" -cp "$S3PROXY_LIBS_DIR/*" \
    org.gaul.s3proxy.Main --properties "$S3PROXY_CONFIG"
  umask "$umask_before"
  doing "s3proxy starting on http://$S3_HOST:$S3_PORT"
  LAUNCHED_AT[s3proxy]=$SECONDS
  WAIT_FOR+=(s3proxy)
}

s3proxy_status() {
  local pid
  if pid="$(svc_pid s3proxy)"; then
    if s3proxy_healthy; then
      ok "s3proxy   running  pid $pid  http://$S3_HOST:$S3_PORT  buckets $S3_BUCKET,$S3_TEST_BUCKET  data $S3PROXY_DATA/buckets"
      return 0
    fi
    printf '✗ s3proxy   pid %s alive but not answering on %s:%s\n' "$pid" "$S3_HOST" "$S3_PORT"
    return 1
  fi
  printf '✗ s3proxy   stopped\n'
  return 1
}

# ================================================================ orchestration

# Health check used while waiting after a start. Kafka's probe costs a JVM start,
# so it runs only once the port is open.
svc_ready() {
  case "$1" in
    postgres) pg_healthy ;;
    temporal) temporal_healthy ;;
    kafka) tcp_open "$KAFKA_HOST" "$KAFKA_PORT" && kafka_probe >/dev/null ;;
    s3proxy) s3proxy_healthy ;;
  esac
}

# Is the process we started still there? (A crash during start should fail fast,
# not after the full timeout.)
svc_alive() {
  case "$1" in
    postgres) pg_running ;;
    *) svc_pid "$1" >/dev/null ;;
  esac
}

wait_healthy() {
  local deadline=$((SECONDS + START_TIMEOUT)) svc failed=()
  local -a pending=("${WAIT_FOR[@]}")
  while ((${#pending[@]} > 0)); do
    local still=()
    for svc in "${pending[@]}"; do
      if svc_ready "$svc"; then
        ok "$svc healthy after $((SECONDS - ${LAUNCHED_AT[$svc]:-$STACK_T0}))s"
      elif ! svc_alive "$svc"; then
        printf '✗ %s exited during startup\n' "$svc" >&2
        log_tail "$(log_file "$svc")"
        failed+=("$svc")
      elif ((SECONDS >= deadline)); then
        printf '✗ %s not healthy after %ss (left running; stop it with: stack.sh stop %s)\n' "$svc" "$START_TIMEOUT" "$svc" >&2
        log_tail "$(log_file "$svc")"
        failed+=("$svc")
      else
        still+=("$svc")
      fi
    done
    pending=("${still[@]}")
    ((${#pending[@]} > 0)) && sleep 0.5
  done
  ((${#failed[@]} == 0)) || die "stack start failed: ${failed[*]} (logs in $LOG_DIR)"
}

cmd_start() {
  local services=("$@")
  "$STACK_DIR/install.sh" "${services[@]}"
  mkdir -p "$DATA_DIR" "$RUN_DIR" "$LOG_DIR"
  WAIT_FOR=()
  LAUNCHED_AT=()
  STACK_T0=$SECONDS
  local svc
  # Launch everything first, then wait: the three start in parallel.
  for svc in "${services[@]}"; do
    case "$svc" in
      postgres) pg_start ;;
      temporal) temporal_start ;;
      kafka) kafka_start ;;
      s3proxy) s3proxy_start ;;
    esac
  done
  ((${#WAIT_FOR[@]} == 0)) || wait_healthy
  for svc in "${services[@]}"; do
    case "$svc" in
      postgres) pg_provision ;;
      temporal) temporal_provision ;;
      kafka) [[ -n "${LAUNCHED_AT[kafka]:-}" ]] && kafka_warm ;;
    esac
  done
  return 0
}

cmd_stop() {
  local services=("$@") svc pid pids=() rc=0 i
  # Stop in reverse start order, in parallel (Kafka alone takes a few seconds).
  for ((i = ${#services[@]} - 1; i >= 0; i--)); do
    svc="${services[i]}"
    case "$svc" in
      postgres) pg_stop & ;;
      *) stop_pid_service "$svc" & ;;
    esac
    pids+=("$!")
  done
  for pid in "${pids[@]}"; do wait "$pid" || rc=1; done
  return "$rc"
}

cmd_status() {
  local svc rc=0
  for svc in "$@"; do
    case "$svc" in
      postgres) pg_status || rc=1 ;;
      temporal) temporal_status || rc=1 ;;
      kafka) kafka_status || rc=1 ;;
      s3proxy) s3proxy_status || rc=1 ;;
    esac
  done
  return "$rc"
}

cmd_foreground() {
  local services=("$@")
  lock_acquire
  cmd_start "${services[@]}"
  lock_release
  local stopping=0
  # shellcheck disable=SC2317  # invoked by the trap
  on_signal() {
    ((stopping)) && return
    stopping=1
    echo
    doing "stopping the stack"
    lock_acquire
    cmd_stop "${services[@]}" || true
    exit 0
  }
  trap on_signal INT TERM
  ok "stack running in the foreground; Ctrl-C stops it"
  local svc reported=""
  while true; do
    sleep 5 &
    wait $! || true
    for svc in "${services[@]}"; do
      if ! svc_alive "$svc" && [[ " $reported " != *" $svc "* ]]; then
        printf '✗ %s has exited\n' "$svc" >&2
        log_tail "$(log_file "$svc")"
        reported="$reported $svc"
      fi
    done
  done
}

cmd_env() {
  local key
  for key in "${STACK_ENV_KEYS[@]}" ROOT DATA_DIR TOOLS_DIR TEMPORAL_BIN TEMPORAL_TEST_SERVER_BIN KAFKA_LIBS_DIR S3PROXY_LIBS_DIR; do
    printf '%s=%s\n' "$key" "${!key}"
  done
  printf 'PG_SOCKET_DIR=%s\n' "$PG_SOCKET_DIR"
}

cmd_logs() {
  local files=() svc
  for svc in "$@"; do files+=("$(log_file "$svc")"); done
  exec tail -n 50 -F "${files[@]}"
}

# The header comment of this file is the help text.
usage() { awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "${BASH_SOURCE[0]}"; }

main() {
  local cmd="${1:-}"
  [[ $# -gt 0 ]] && shift
  local services=() svc
  for svc in "$@"; do
    case "$svc" in
      postgres|temporal|kafka|s3proxy) services+=("$svc") ;;
      pg|postgresql) services+=(postgres) ;;
      s3) services+=(s3proxy) ;;
      *) die "unknown service '$svc' (postgres, temporal, kafka, s3proxy)" ;;
    esac
  done
  ((${#services[@]} > 0)) || services=("${ALL_SERVICES[@]}")
  case "$cmd" in
    start) lock_acquire; cmd_start "${services[@]}" ;;
    stop) lock_acquire; cmd_stop "${services[@]}" ;;
    restart) lock_acquire; cmd_stop "${services[@]}"; cmd_start "${services[@]}" ;;
    status) cmd_status "${services[@]}" ;;
    foreground) cmd_foreground "${services[@]}" ;;
    env) cmd_env ;;
    logs) cmd_logs "${services[@]}" ;;
    -h|--help|help) usage ;;
    *) usage >&2; exit 2 ;;
  esac
}

main "$@"
