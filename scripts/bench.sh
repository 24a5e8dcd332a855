#!/usr/bin/env bash
# The benchmarks (bench/): installs what they need, builds dist/, runs them
# and writes BENCHMARKS.md. A few minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --test
node scripts/build.mjs
node bench/run.mjs
