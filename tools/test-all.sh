#!/usr/bin/env bash
# Every test of the project, in the order a failure is cheapest to find. Used by `npm test` and by CI.
# Server tests run on the embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-reports
rm -f test-reports/*.json
status=0
started=$(date +%s)
step() { echo; echo "== $1 == ($(date -u +%H:%M:%S))"; }
run() { "$@" || status=1; }

step "brand documents lint clean (npm run lint:config)"
run npx tsx tools/lint/cli.ts screens

step "code lint (npm run lint: Biome, including React hook rules)"
run npm run -s lint

step "type check"
run npx tsc -p tsconfig.json --noEmit

step "build"
run npx vite build --logLevel warn

# The visual matrix is the longest browser suite, and needs only the build: it starts now, beside the unit and
# server tests (which leave part of the two cores idle while the database answers), rather than after them.
# Together the suites fill both cores from here to the end and finish minutes sooner.
step "visual matrix (Playwright, Chromium) started in the background"
PW_ONLY=visual PLAYWRIGHT_JSON_OUTPUT_NAME=test-reports/visual.json npx playwright test --project visual --project visual-diff --reporter=list,json > test-reports/visual.log 2>&1 &
visual_run=$!

step "unit, screen matrix and tools tests (includes: npm run gen leaves no diff)"
run npx vitest run --project unit --project tools --reporter=default --reporter=json --outputFile=test-reports/unit.json

# The two storages side by side: the PostgreSQL run waits on the database server more than on the CPU.
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "server tests on PGlite and on PostgreSQL, side by side"
  npx vitest run --project server --reporter=default --reporter=json --outputFile=test-reports/server-postgres.json > test-reports/server-postgres.log 2>&1 &
  postgres_run=$!
  run env -u TEST_DATABASE_URL npx vitest run --project server --reporter=default --reporter=json --outputFile=test-reports/server-pglite.json
  wait "$postgres_run" || status=1
  echo; echo "-- server tests on PostgreSQL --"; cat test-reports/server-postgres.log
else
  step "server tests on PGlite"
  run env -u TEST_DATABASE_URL npx vitest run --project server --reporter=default --reporter=json --outputFile=test-reports/server-pglite.json
fi

# Four more Playwright processes, each with its own server and database (PW_ONLY): the behaviour suite in three
# shards (its tests run one at a time within a shard, as they share demo accounts) and the fault matrix. Much of
# their time is spent waiting on pages to settle and on timeouts (two shards left a third of a core idle), so
# together they take little longer than the longest of them.
step "browser tests (Playwright, Chromium): e2e in three shards and the fault matrix, beside the visual matrix"
PW_ONLY=faults PLAYWRIGHT_JSON_OUTPUT_NAME=test-reports/faults.json npx playwright test --project faults --reporter=list,json > test-reports/faults.log 2>&1 &
faults_run=$!
e2e_shards=()
for shard in 2 3; do
  PW_ONLY=e2e E2E_PORT=$((8182 + shard)) PLAYWRIGHT_JSON_OUTPUT_NAME=test-reports/e2e-$shard.json npx playwright test --project e2e --shard=$shard/3 --reporter=list,json > test-reports/e2e-$shard.log 2>&1 &
  e2e_shards+=($!)
done
PW_ONLY=e2e E2E_PORT=8181 PLAYWRIGHT_JSON_OUTPUT_NAME=test-reports/e2e-1.json run npx playwright test --project e2e --shard=1/3 --reporter=list,json
for shard in 2 3; do
  wait "${e2e_shards[$((shard - 2))]}" || status=1
  echo; echo "-- e2e, shard $shard of 3 --"; cat test-reports/e2e-$shard.log
done
wait "$faults_run" || status=1
echo; echo "-- fault matrix --"; cat test-reports/faults.log
wait "$visual_run" || status=1
echo; echo "-- visual matrix --"; cat test-reports/visual.log

step "summary"
echo "started $(date -u -d @"$started" +%H:%M:%S), took $(( $(date +%s) - started )) s"
npx tsx tools/test-summary.ts test-reports || status=1
exit $status
