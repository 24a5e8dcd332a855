#!/usr/bin/env bash
# `npm run validation`: rewrites docs/estimator/validation/, the rows the site's
# accuracy page shows, from the native validation of the published runs. The
# core tier fails while the committed rows differ from what the tests compute.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --preset native >/dev/null
cmake --build --preset native -j 2 --target core_tests
DPSC_UPDATE_VALIDATION=1 build/native/core_tests --gtest_brief=1 --gtest_filter='PublishedRuns.*:MemoryMeasured.*'
git status --short docs/estimator/validation/
