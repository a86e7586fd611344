#!/usr/bin/env bash
# `npm test`: everything that proves the product works, in order of cost. Each vitest run writes a
# JSON report; the last line sums them as "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp/reports
rm -f .tmp/reports/*.json .tmp/reports/*.tap
status=0
step() { echo; echo "=== $1"; }
run() { "$@" || status=1; }
vitest_run() {
  local report=$1; shift
  run npx vitest run "$@" --reporter=default --reporter=json --outputFile.json=".tmp/reports/$report.json"
}

if ! command -v chromium >/dev/null 2>&1; then
  step "installing Chromium (apt-get)"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null || status=1
fi

step "types"
run npm run --silent typecheck
step "lint and formatting"
run npm run --silent lint
step "unit tests"
vitest_run unit --project unit
step "server tests on PGlite"
vitest_run server-pglite --project server

step "server tests on PostgreSQL"
pgdb="softkino_test_$$"
pgurl=$(node scripts/pg-test-db.mjs create "$pgdb")
if [ -n "$pgurl" ]; then
  TEST_DATABASE_URL="$pgurl" vitest_run server-postgres --project server
  node scripts/pg-test-db.mjs drop "$pgdb" || true
else
  echo "no PostgreSQL server on 127.0.0.1:5432: skipped"
fi

step "build"
run npm run --silent build
step "end-to-end in Chromium"
vitest_run e2e --project e2e
step "scheme engine in Chromium (gestures, keyboard, context loss, mount cycles)"
node --test --test-reporter=tap bench/scheme/browser.test.mjs | tee .tmp/reports/scheme-browser.tap
[ "${PIPESTATUS[0]}" = 0 ] || status=1
step "scheme engine visual tests (screenshots against reviewed references)"
node --test --test-reporter=tap bench/scheme/visual.test.mjs | tee .tmp/reports/scheme-visual.tap
[ "${PIPESTATUS[0]}" = 0 ] || status=1
step "benchmarks (small, only to prove they run; results in .tmp/bench-results)"
run env BENCH_RESULTS_DIR=.tmp/bench-results node bench/run.mjs --small

node scripts/sum-reports.mjs .tmp/reports || status=1
exit $status
