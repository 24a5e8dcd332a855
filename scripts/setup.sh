#!/usr/bin/env bash
# Installs what this project needs and a fresh Debian machine with only
# Node.js lacks, and nothing that is already there:
#   scripts/setup.sh          what `npm start` needs (build, the site, serve)
#   scripts/setup.sh --lint   only what `npm run lint` needs (clang-format, npm packages)
#   scripts/setup.sh --test   everything `npm test` needs, lint included
# Debian packages come from apt-get (as root, or with password-less sudo);
# npm packages from `npm ci`. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

# The Debian packages, one a line: the package, then how to tell it is
# installed (a command on PATH, or a path, which may be a glob). To add a
# package, add a line to the list that needs it.
START_PACKAGES=(
  "cmake                cmake"
  "make                 make"
  "emscripten           emcc"
)
LINT_PACKAGES=(
  "clang-format         clang-format"
)
TEST_PACKAGES=(
  # The native core tests, and the validation whose rows the site's accuracy page shows.
  "g++                  g++"
  "libgtest-dev         /usr/lib/*/libgtest_main.a"
  "clang                clang++"
  "libclang-rt-14-dev   /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a"
  "chromium             /usr/bin/chromium"
  "firefox-esr          /usr/bin/firefox-esr"
  "webkit2gtk-driver    WebKitWebDriver"
  "xvfb                 xvfb-run"
  "xauth                xauth"
  # The documentation generators the integration suite builds sites with.
  "mkdocs               mkdocs"
  "mkdocs-material      /usr/share/mkdocs/themes/material"
  "python3-sphinx       sphinx-build"
  "furo                 /usr/lib/python3/dist-packages/furo"
  "python3-sphinx-rtd-theme /usr/lib/python3/dist-packages/sphinx_rtd_theme"
  "hugo                 hugo"
)

level=${1:-}
[[ -z "$level" || "$level" == --lint || "$level" == --test ]] || { echo "setup: unknown option $level" >&2; exit 2; }

say() { printf 'setup: %s\n' "$*"; }
fail() { printf 'setup: %s\n' "$*" >&2; exit 1; }

node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
(( node_major >= 20 )) || fail "Node.js 20 or newer is needed (found: $(node --version 2>/dev/null || echo none))."

is_there() {
  if [[ "$1" == */* ]]; then compgen -G "$1" >/dev/null; else command -v "$1" >/dev/null; fi
}

apt_install() {
  command -v apt-get >/dev/null ||
    fail "missing Debian packages $*: this is not a Debian-like system; install their equivalents by hand."
  local sudo=""
  if (( $(id -u) != 0 )); then
    if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
      sudo="sudo"
    else
      fail "missing $*: run 'sudo apt-get install -y $*' once, or run this script as root."
    fi
  fi
  say "installing $* with apt-get (several minutes the first time)…"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

case "$level" in
  --lint) wanted=("${LINT_PACKAGES[@]}") ;;
  --test) wanted=("${START_PACKAGES[@]}" "${LINT_PACKAGES[@]}" "${TEST_PACKAGES[@]}") ;;
  *) wanted=("${START_PACKAGES[@]}") ;;
esac
missing=()
for line in "${wanted[@]}"; do
  read -r package probe <<<"$line"
  is_there "$probe" || missing+=("$package")
done
if (( ${#missing[@]} )); then apt_install "${missing[@]}"; fi

# npm ci when node_modules is absent or older than the lock file.
if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
  say "installing npm packages…"
  npm ci --no-audit --no-fund --loglevel=error
fi
say "ready"
