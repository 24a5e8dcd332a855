#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan, UBSan) and runs each for
# FUZZ_SECONDS (default 30) from its committed seed corpus. Any crash, leak,
# sanitizer report or broken invariant fails, and the input that caused it is
# kept in tests/fuzz/artifacts/. Rerun one with: build/fuzz/<target> <file>.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-30}
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j 2

# The parse, model and estimator seeds come from tests/fuzz/write_seeds.cpp, which writes
# them through the harnesses' own layout: the committed ones must be exactly
# what it writes today.
seeds=$(mktemp -d)
build/fuzz/write_seeds "$seeds"
for name in parse model estimator; do
  if ! diff -r "$seeds/$name" "tests/fuzz/corpus/$name" >/dev/null; then
    echo "fuzz: tests/fuzz/corpus/$name is not what tests/fuzz/write_seeds.cpp writes;" \
      "run: build/fuzz/write_seeds tests/fuzz/corpus" >&2
    exit 1
  fi
done
rm -rf "$seeds"

mkdir -p tests/fuzz/artifacts
for target in parse_fuzz model_fuzz estimator_fuzz memory_fuzz flops_fuzz; do
  name=${target%_fuzz}
  work=$(mktemp -d)
  echo "fuzz: $target for ${seconds}s"
  if ! "build/fuzz/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix=tests/fuzz/artifacts/ "$work" "tests/fuzz/corpus/$name" > "$work.log" 2>&1; then
    tail -40 "$work.log"
    echo "fuzz: $target failed; the input is in tests/fuzz/artifacts/" >&2
    exit 1
  fi
  grep -E "stat::number_of_executed_units|cov:" "$work.log" | tail -2
  rm -rf "$work" "$work.log"
done
