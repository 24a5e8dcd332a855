#!/usr/bin/env bash
# On demand, not part of npm test: every mutant in scripts/mutants.mjs must
# be caught by the suites named beside it. Takes 15–30 minutes on 2 cores.
#   bash scripts/mutants.sh [name filters…]     bash scripts/mutants.sh --check
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --test
exec node scripts/mutants.mjs "$@"
