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

# Type check and lint run beside Vitest (each is mostly one core; together they were a
# minute of the suite); their output is shown after Vitest's, and either failing fails the run.
checks_log="$(mktemp)"
# Lint includes the one-naming-style check; deps is the layer rules (docs/architecture.md).
( set -e; echo "== typecheck =="; npm run --silent typecheck; echo "== lint =="; npm run --silent lint; echo "== dependency rules =="; npm run --silent deps ) >"$checks_log" 2>&1 &
checks_pid=$!

step "unit + server integration (vitest)"
vitest_status=0
npx vitest run || vitest_status=$?

step "typecheck + lint + dependency rules (ran beside vitest)"
checks_status=0
wait "$checks_pid" || checks_status=$?
cat "$checks_log"
rm -f "$checks_log"
if [ "$checks_status" -ne 0 ] || [ "$vitest_status" -ne 0 ]; then
  echo "typecheck/lint/deps exit $checks_status, vitest exit $vitest_status" >&2
  exit 1
fi

step "build"
# Without .br/.gz siblings (no test reads them; `npm start` writes them when it serves).
export PRECOMPRESS=0
npx vite build --logLevel warn

step "end-to-end (Playwright + Chromium, against the built app and real server)"
npx playwright test
