#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan, UBSan) and runs each for
# FUZZ_SECONDS (default 30) from its committed seed corpus. Any crash, leak,
# sanitizer report or broken invariant fails, and the input that caused it is
# kept in tests/fuzz/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-30}
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j 2
mkdir -p tests/fuzz/artifacts
for target in parse_fuzz model_fuzz estimator_fuzz memory_fuzz; do
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
