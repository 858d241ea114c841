#!/usr/bin/env bash
# Installs the Node LTS we deploy on (decision 074) into a cache folder outside the repository and prints
# its bin folder as the last line of stdout, so CI can put it first on PATH:
#   PATH="$(scripts/install-node-lts.sh)":$PATH npx vitest run --project server
# The machines here have Node 20; the npm registry's platform package of Node ships a real node binary, so
# no other download source is needed. The version is pinned so a CI run is repeatable; move it up by hand.
# Runs again in well under a second once the cache holds the pinned version.
set -euo pipefail

NODE_LTS_VERSION="26.12.1"
cache_dir="${1:-$HOME/.cache/studiekraft-node-lts}"
# The platform package's name follows node's own names for the machine (x64, arm64).
case "$(uname -m)" in
  x86_64 | amd64) arch="x64" ;;
  aarch64 | arm64) arch="arm64" ;;
  *) echo "install-node-lts: no node-linux package for $(uname -m)" >&2; exit 1 ;;
esac
package="node-linux-$arch"
bin_dir="$cache_dir/node_modules/$package/bin"

installed_version() {
  [ -x "$bin_dir/node" ] && "$bin_dir/node" --version 2>/dev/null || true
}

if [ "$(installed_version)" != "v$NODE_LTS_VERSION" ]; then
  mkdir -p "$cache_dir"
  # npm's progress goes to stderr: stdout carries only the path.
  npm install --prefix "$cache_dir" --no-save --no-audit --no-fund --no-package-lock \
    "$package@$NODE_LTS_VERSION" >&2
  if [ "$(installed_version)" != "v$NODE_LTS_VERSION" ]; then
    echo "install-node-lts: $bin_dir/node is not v$NODE_LTS_VERSION after the install" >&2
    exit 1
  fi
fi

echo "$bin_dir"
