# shellcheck shell=bash
# Small helpers shared by install.sh and stack.sh (sourced after env.sh).

ok()   { printf '✓ %s\n' "$*"; }
doing(){ printf '… %s\n' "$*"; }
warn() { printf '! %s\n' "$*" >&2; }
die()  { printf '✗ %s\n' "$*" >&2; exit 1; }

# Last lines of a log file, indented, for error reports.
log_tail() {
  local file="$1" lines="${2:-30}"
  if [[ -s "$file" ]]; then
    printf '  --- last %s lines of %s ---\n' "$lines" "$file" >&2
    tail -n "$lines" "$file" | sed 's/^/  | /' >&2
  else
    printf '  (log %s is empty or missing)\n' "$file" >&2
  fi
}

# apt-get install, running `apt-get update` once per process and only when an
# install is actually needed (a fresh machine has empty package lists).
STACK_APT_UPDATED=0
apt_install() {
  [[ $EUID -eq 0 ]] || die "installing $* needs root (apt-get); run as root or install it yourself"
  if [[ $STACK_APT_UPDATED -eq 0 ]]; then
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    STACK_APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# Newest installed PostgreSQL server bin dir (Debian: /usr/lib/postgresql/<major>/bin).
pg_bin_dir() {
  local initdb
  initdb="$(printf '%s\n' /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)"
  [[ -x "$initdb" ]] && dirname "$initdb"
}

# Succeeds when something accepts TCP connections on host:port (bash /dev/tcp, no nc needed).
tcp_open() {
  local host="$1" port="$2"
  # shellcheck disable=SC2016  # expanded by the inner bash
  timeout 2 bash -c 'exec 3<>"/dev/tcp/$0/$1"' "$host" "$port" 2>/dev/null
}

# Succeeds when an HTTP server answers on host:port (any status line).
http_answers() {
  local host="$1" port="$2"
  if command -v curl >/dev/null 2>&1; then
    curl -s -o /dev/null --max-time 3 "http://$host:$port/"
  else
    # shellcheck disable=SC2016  # expanded by the inner bash
    timeout 3 bash -c 'exec 3<>"/dev/tcp/$0/$1"; printf "GET / HTTP/1.0\r\nHost: %s\r\n\r\n" "$0" >&3; head -c 5 <&3 | grep -q "^HTTP/"' "$host" "$port" 2>/dev/null
  fi
}
