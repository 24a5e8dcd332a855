#!/usr/bin/env bash
# Every test: native core (GoogleTest), then the shipped build in Node.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s\n' "$*"; }

bash scripts/setup.sh --browser

step "core: GoogleTest (g++)"
cmake --preset native >/dev/null
cmake --build --preset native -j 2
ctest --preset native

step "build: wasm core and dist/"
node scripts/build.mjs

step "js: node --test against dist/"
node --test tests/js/

step "browser: Chromium against dist/"
node --test --test-concurrency=1 tests/browser/

printf '\nAll tests passed.\n'
