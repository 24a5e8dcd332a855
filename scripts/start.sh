#!/usr/bin/env bash
# The main job: install what is missing, build, and serve the demo page.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
node scripts/build.mjs
exec node scripts/serve.mjs dist
