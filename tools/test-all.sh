#!/usr/bin/env bash
# Every test of the project, in the order a failure is cheapest to find. Used by `npm test` and by CI.
# Server tests run on the embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-reports
rm -f test-reports/*.json
status=0
step() { echo; echo "== $1 =="; }
run() { "$@" || status=1; }

step "brand documents lint clean (npm run lint:config)"
run npx tsx tools/lint/cli.ts screens

step "code lint (npm run lint: Biome, including React hook rules)"
run npm run -s lint

step "type check"
run npx tsc -p tsconfig.json --noEmit

step "unit, screen matrix and tools tests (includes: npm run gen leaves no diff)"
run npx vitest run --project unit --project tools --reporter=default --reporter=json --outputFile=test-reports/unit.json

step "server tests on PGlite"
run env -u TEST_DATABASE_URL npx vitest run --project server --reporter=default --reporter=json --outputFile=test-reports/server-pglite.json

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "server tests on PostgreSQL"
  run npx vitest run --project server --reporter=default --reporter=json --outputFile=test-reports/server-postgres.json
fi

step "build"
run npx vite build --logLevel warn

step "browser tests (Playwright, Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME=test-reports/e2e.json run npx playwright test --reporter=list,json

step "summary"
npx tsx tools/test-summary.ts test-reports || status=1
exit $status
