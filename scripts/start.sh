#!/usr/bin/env bash
# The main job: install what is missing, build the package and the
# documentation site (its home page is the calculator), and serve the site.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
node scripts/build.mjs
node scripts/docs.mjs
exec node scripts/serve.mjs dist/site --no-csp
