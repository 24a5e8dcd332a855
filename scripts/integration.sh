#!/usr/bin/env bash
# The integration suite (tests/integration/): documentation sites and front-end
# apps built the way the README's embedding guide says (MkDocs, Sphinx, Hugo,
# VitePress, Docusaurus; Vite with React, Vue and Svelte; Next.js, Astro,
# SvelteKit, Nuxt and a Docusaurus site rendered on the server, from the packed
# tarball), served on localhost and checked in Chromium, and every shipped JS
# file through the minifiers of those hosts. Everything it builds
# or caches, npm's cache included, stays in build/integration/; screenshots go
# to screenshots/integration/. INTEGRATION_ONLY=hugo,vite-react runs just those;
# INTEGRATION_SKIP=docusaurus runs all but that.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh --test

# The generators come from Debian; say which are missing rather than fail later.
missing=()
command -v mkdocs >/dev/null || missing+=(mkdocs)
[[ -d /usr/share/mkdocs/themes/material ]] || missing+=(mkdocs-material)
command -v sphinx-build >/dev/null || missing+=(python3-sphinx)
/usr/bin/python3 -c 'import furo' 2>/dev/null || missing+=(furo)
/usr/bin/python3 -c 'import sphinx_rtd_theme' 2>/dev/null || missing+=(python3-sphinx-rtd-theme)
command -v hugo >/dev/null || missing+=(hugo)
if (( ${#missing[@]} )); then
  echo "integration: missing Debian packages: run 'apt-get install -y ${missing[*]}'" >&2
  exit 1
fi

node scripts/build.mjs
node --test --test-concurrency=1 tests/integration/
