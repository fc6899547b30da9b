# shellcheck shell=bash
# Shared steps of start.sh, test.sh and bench.sh: install dependencies and build, each
# skipped when its inputs have not changed since the last run.
source "$(dirname "${BASH_SOURCE[0]}")/node-runtime.sh"
source "$(dirname "${BASH_SOURCE[0]}")/stack/env.sh"
source "$(dirname "${BASH_SOURCE[0]}")/stack/lib.sh"

step() { printf '\n== %s\n' "$*"; }

# Node packages: installed only when package.json or the lockfile changed. `npm install` rather
# than `npm ci`: npm ci rejects this lockfile for omitting other platforms' optional binaries.
ensure_node_modules() {
  local marker="$ROOT/node_modules/.bk-install-hash" want
  ok "node $(node --version) ($(command -v node))"
  want=$(cat "$ROOT/package.json" "$ROOT/package-lock.json" "$ROOT"/libs/*/package.json | sha256sum | cut -d' ' -f1)
  if [[ -f "$marker" && "$(cat "$marker")" == "$want" ]]; then
    ok "node modules up to date"
    return
  fi
  doing "installing node modules"
  (cd "$ROOT" && npm install --no-audit --no-fund --loglevel=error)
  echo "$want" >"$marker"
}

# Hash of everything a web build reads, so an unchanged app is not rebuilt. The commit is an input
# too: each bundle carries the commit id the version check compares (/cms/_version.json), and
# both apps must carry the same one.
web_inputs_hash() {
  local app="$1"
  (cd "$ROOT" && {
    git rev-parse --short HEAD 2>/dev/null || true
    find "apps/$app" libs/web libs/domain/src libs/contracts/src \
      -path '*/dist' -prune -o -path '*/node_modules' -prune -o -type f -print 2>/dev/null |
      LC_ALL=C sort | xargs sha256sum
  } | sha256sum | cut -d' ' -f1)
}

build_web_app() {
  local app="$1" marker="$ROOT/apps/$1/dist/.build-hash" want
  want=$(web_inputs_hash "$app")
  if [[ -f "$marker" && "$(cat "$marker")" == "$want" ]]; then
    ok "$app up to date"
    return
  fi
  doing "building $app"
  (cd "$ROOT" && npx vite build -c "apps/$app/vite.config.ts" --logLevel warn)
  # An app with a server entry (the portal's first view, rendered by the API) builds it too.
  if [[ -f "$ROOT/apps/$app/src/entry-server.tsx" ]]; then
    doing "building $app's server entry"
    (cd "$ROOT" && npx vite build -c "apps/$app/vite.config.ts" --ssr src/entry-server.tsx --logLevel warn)
  fi
  echo "$want" >"$marker"
}

# Server code compiles incrementally with project references; the web apps with Vite.
build_all() {
  doing "compiling server code (tsc -b)"
  (cd "$ROOT" && npx tsc -b tsconfig.json)
  build_web_app portal
  build_web_app console
}

platform_cli() { node "$ROOT/apps/api/dist/cli/platform-cli.js" "$@"; }

# Waits for the API's health endpoint to report every dependency up.
wait_for_api() {
  local port="$1" deadline=$((SECONDS + ${2:-90}))
  until curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; do
    ((SECONDS < deadline)) || { warn "API on :$port did not become healthy"; return 1; }
    sleep 1
  done
}
