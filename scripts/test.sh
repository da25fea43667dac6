#!/usr/bin/env bash
# The whole test suite, as the README says: `npm test`.
# Order: cheapest checks first so a mistake fails fast.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

step "browser"
bash scripts/ensure-chromium.sh

step "licences of shipped packages"
node scripts/licences.mjs

step "typecheck"
npm run --silent typecheck

step "lint"
npm run --silent lint

step "unit + server integration (vitest)"
npx vitest run

step "build"
npx vite build --logLevel warn

step "end-to-end (Playwright + Chromium, against the built app and real server)"
npx playwright test
