#!/usr/bin/env bash
# Installs what this project needs and a fresh Debian machine lacks:
#   Debian's emscripten through apt-get; with --test also chromium (browser
#   tests), clang with its fuzzer and sanitizer runtimes (fuzzing) and the
#   documentation generators of the integration suite; and the npm packages
#   (the pinned closure compiler, esbuild, playwright-core…).
# Safe to run again: it only installs what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

want_test=0
[[ "${1:-}" == "--test" ]] && want_test=1

say() { printf 'setup: %s\n' "$*"; }
fail() { printf 'setup: %s\n' "$*" >&2; exit 1; }

node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
(( node_major >= 18 )) || fail "Node.js 18 or newer is needed (found: $(node --version 2>/dev/null || echo none))."

apt_install() {
  local sudo=""
  if (( $(id -u) != 0 )); then
    if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
      sudo="sudo"
    else
      fail "missing $*: run 'sudo apt-get install -y $*' once, or run this script as root."
    fi
  fi
  command -v apt-get >/dev/null ||
    fail "missing $*: this is not a Debian-like system. Install Emscripten 3.1.x (emcc on PATH) and Chromium (/usr/bin/chromium) by hand."
  say "installing $* with apt-get (a few minutes the first time)…"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

missing=()
command -v emcc >/dev/null || missing+=(emscripten)
if (( want_test )); then
  [[ -x /usr/bin/chromium ]] || missing+=(chromium)
  command -v clang++ >/dev/null || missing+=(clang)
  compgen -G "/usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a" >/dev/null || missing+=(libclang-rt-14-dev)
fi
# The documentation generators the integration suite builds sites with (tests/integration/).
if (( want_test )); then
  command -v mkdocs >/dev/null || missing+=(mkdocs)
  [[ -d /usr/share/mkdocs/themes/material ]] || missing+=(mkdocs-material)
  command -v sphinx-build >/dev/null || missing+=(python3-sphinx)
  python3 -c 'import furo' 2>/dev/null || missing+=(furo)
  python3 -c 'import sphinx_rtd_theme' 2>/dev/null || missing+=(python3-sphinx-rtd-theme)
  command -v hugo >/dev/null || missing+=(hugo)
fi
if (( ${#missing[@]} )); then apt_install "${missing[@]}"; fi

# npm ci when node_modules is absent or older than the lock file.
if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
  say "installing npm packages…"
  npm ci --no-audit --no-fund --loglevel=error
fi
say "ready"
