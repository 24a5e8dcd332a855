#!/usr/bin/env bash
# Every test, in the order a failure is cheapest to find: the native core
# (GoogleTest, then again with the core and the tests under AddressSanitizer
# and UBSan), fuzzing, then the shipped build in Node and in Chromium, the
# size budget, the main paths in Chromium, Firefox and WebKit, and last the
# documentation sites and apps of the integration suite.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s\n' "$*"; }

bash scripts/setup.sh --test

step "core: GoogleTest (g++)"
cmake --preset native >/dev/null
cmake --build --preset native -j 2
ctest --preset native

step "core: GoogleTest under AddressSanitizer and UndefinedBehaviorSanitizer"
cmake --preset sanitize >/dev/null
cmake --build --preset sanitize -j 2
ctest --preset sanitize

step "core: libFuzzer (${FUZZ_SECONDS:-30} s per target)"
bash scripts/fuzz.sh

step "build: wasm core and dist/"
node scripts/build.mjs

step "js: node --test against dist/, and the size budget"
node --test tests/js/

step "browser: Chromium against dist/"
node --test --test-concurrency=1 tests/browser/

step "browsers: Chromium, Firefox ESR and WebKit against dist/"
node --test --test-concurrency=1 tests/cross-browser/

step "integration: documentation sites and apps built as the README says, in Chromium"
node --test --test-concurrency=1 tests/integration/

printf '\nAll tests passed.\n'
