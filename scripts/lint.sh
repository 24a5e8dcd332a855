#!/usr/bin/env bash
# Lint: ESLint (eslint.config.js), tsc (jsconfig.json: web/ as strict,
# type-checked JavaScript) and Prettier (.prettierrc.json) on the
# JavaScript, clang-format (.clang-format) on the C++. Checks only; to fix
# the layout of every file: npm run format.
set -euo pipefail
cd "$(dirname "$0")/.."

cxx_files() { git ls-files -- '*.cpp' '*.hpp' '*.h'; }

if [[ "${1:-}" == "--fix" ]]; then
  npx prettier --write --log-level warn .
  cxx_files | xargs clang-format -i
  npx eslint --fix .
  exit 0
fi

npx eslint --max-warnings 0 .
npx tsc -p jsconfig.json
npx prettier --check --log-level warn . || { echo "lint: run 'npm run format' to lay these files out" >&2; exit 1; }
cxx_files | xargs clang-format --dry-run -Werror
echo "lint: ESLint, tsc, Prettier and clang-format found nothing"
