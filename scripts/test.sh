#!/usr/bin/env bash
# The tests, by tier, each installing what it needs first:
#   scripts/test.sh                  every tier below, in this order (npm test)
#   scripts/test.sh lint             ESLint, Prettier and clang-format (npm run lint)
#   scripts/test.sh core             GoogleTest, natively and again under ASan and UBSan (npm run test:core)
#   scripts/test.sh fuzz             the libFuzzer targets, FUZZ_SECONDS each (npm run test:fuzz)
#   scripts/test.sh js               node --test on the built dist/, with the size budget (npm run test:js)
#   scripts/test.sh browser          the shipped build in Chromium (npm run test:browser)
#   scripts/test.sh cross-browser    the main paths in Chromium, Firefox and WebKit (npm run test:cross-browser)
#   scripts/test.sh integration      documentation sites and apps (npm run test:integration)
# Several tiers may be named at once. The order of the whole run puts the
# cheapest failures first.
set -euo pipefail
cd "$(dirname "$0")/.."

ALL=(lint core fuzz js browser cross-browser integration)
step() { printf '\n=== %s\n' "$*"; }

tier_lint() {
  step "lint: ESLint, Prettier, clang-format"
  bash scripts/lint.sh
}

tier_core() {
  step "core: GoogleTest (g++)"
  cmake --preset native >/dev/null
  cmake --build --preset native -j 2
  ctest --preset native
  step "core: GoogleTest under AddressSanitizer and UndefinedBehaviorSanitizer"
  cmake --preset sanitize >/dev/null
  cmake --build --preset sanitize -j 2
  ctest --preset sanitize
}

tier_fuzz() {
  step "core: libFuzzer (${FUZZ_SECONDS:-30} s per target)"
  bash scripts/fuzz.sh
}

built=0
build_dist() {
  (( built )) && return
  step "build: wasm core and dist/"
  node scripts/build.mjs
  built=1
}

tier_js() {
  build_dist
  step "js: node --test against dist/, and the size budget"
  node --test tests/js/
}

tier_browser() {
  build_dist
  step "browser: Chromium against dist/"
  node --test --test-concurrency=1 tests/browser/
}

tier_cross_browser() {
  build_dist
  step "browsers: Chromium, Firefox ESR and WebKit against dist/"
  node --test --test-concurrency=1 tests/cross-browser/
}

tier_integration() {
  step "integration: documentation sites and apps built as the README says, in Chromium"
  bash scripts/integration.sh
}

tiers=("$@")
(( ${#tiers[@]} )) || tiers=("${ALL[@]}")
for tier in "${tiers[@]}"; do
  [[ " ${ALL[*]} " == *" $tier "* ]] || { echo "test: no tier '$tier' (tiers: ${ALL[*]})" >&2; exit 2; }
done

bash scripts/setup.sh --test
timings=()
for tier in "${tiers[@]}"; do
  start=$SECONDS
  "tier_${tier//-/_}"
  timings+=("$tier $((SECONDS - start)) s")
done
printf '\nAll tests passed. Time by tier: %s.\n' "$(IFS=,; echo "${timings[*]}" | sed 's/,/, /g')"
