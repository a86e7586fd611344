#!/usr/bin/env bash
# `npm test`: everything that proves the product works, in order of cost. Each vitest run writes a
# JSON report; the last line sums them as "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp/reports
rm -f .tmp/reports/*.json .tmp/reports/*.tap
status=0
t0=$(date +%s)
# Set below when this run has seeded its own; never one left in the caller's environment.
unset SOFTKINO_SEEDED_DIR
step() { echo; echo "=== $1 (at $(( $(date +%s) - t0 )) s)"; }
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

# Types and lint are one process each: they run side by side, one core each.
step "types, lint and formatting"
npm run --silent typecheck > .tmp/reports/typecheck.log 2>&1 &
types_pid=$!
run npm run --silent lint
wait "$types_pid" || status=1
echo "--- types:"
cat .tmp/reports/typecheck.log
step "unit tests"
vitest_run unit --project unit --project unit-mocking
# One data directory migrated and seeded for every server the e2e files and the benchmarks start:
# each starts from a copy (scripts/server-process.mjs). Made beside the server tests; without it
# (it failed) each server seeds its own, as before.
node scripts/seeded-dir.mjs > .tmp/reports/seeded-dir.txt 2> .tmp/reports/seeded-dir.log &
seeded_pid=$!
step "server tests on PGlite"
vitest_run server-pglite --project server

step "build"
run npm run --silent build
if wait "$seeded_pid" && [ -s .tmp/reports/seeded-dir.txt ]; then
  SOFTKINO_SEEDED_DIR=$(cat .tmp/reports/seeded-dir.txt)
  export SOFTKINO_SEEDED_DIR
  trap 'rm -rf "$SOFTKINO_SEEDED_DIR"' EXIT
else
  echo "no seeded data directory (each server seeds its own):"
  cat .tmp/reports/seeded-dir.log
fi
# The server tests on PostgreSQL run beside the end-to-end tests, which spend much of their time
# waiting on real clocks (holds, polls); their output follows the e2e output.
postgres_tests() {
  local pgdb="softkino_test_$$" pgurl
  pgurl=$(node scripts/pg-test-db.mjs create "$pgdb")
  if [ -z "$pgurl" ]; then
    echo "no PostgreSQL server on 127.0.0.1:5432: skipped"
    return 0
  fi
  local rc=0
  TEST_DATABASE_URL="$pgurl" npx vitest run --project server --reporter=default --reporter=json \
    --outputFile.json=.tmp/reports/server-postgres.json || rc=1
  node scripts/pg-test-db.mjs drop "$pgdb" || true
  return $rc
}
postgres_tests > .tmp/reports/server-postgres.log 2>&1 &
pg_pid=$!
# The e2e files that mostly wait on real clocks run beside the others, with a server of their own;
# the small benchmarks and the scheme engine's own browser tests follow them in that lane. The
# benchmarks' figures only prove that they run (never quoted, never asserted), so they may share
# the machine with the e2e files; the clock lane ends first on a slow machine, whose CPU-bound e2e
# files take longer while real clocks do not (decisions 378, 382).
clock_lane() {
  local rc=0
  npx vitest run --project e2e-clock --reporter=default --reporter=json \
    --outputFile.json=.tmp/reports/e2e-clock.json > .tmp/reports/e2e-clock.log 2>&1 || rc=1
  echo "=== benchmarks begin (at $(( $(date +%s) - t0 )) s)" > .tmp/reports/bench.log
  BENCH_RESULTS_DIR=.tmp/bench-results node bench/run.mjs --small >> .tmp/reports/bench.log 2>&1 ||
    rc=1
  echo "=== benchmarks end (at $(( $(date +%s) - t0 )) s)" >> .tmp/reports/bench.log
  # Each writes its TAP report and its log; both are printed after the e2e output.
  scheme_tests browser || rc=1
  scheme_tests visual || rc=1
  return $rc
}
scheme_tests() {
  echo "(began at $(( $(date +%s) - t0 )) s)" > ".tmp/reports/scheme-$1.log"
  node --test --test-reporter=tap --test-reporter-destination=".tmp/reports/scheme-$1.tap" \
    "bench/scheme/$1.test.mjs" >> ".tmp/reports/scheme-$1.log" 2>&1
}
clock_lane &
clock_pid=$!
step "end-to-end in Chromium (beside them: the clock-bound e2e files, the small benchmarks and the scheme engine's tests, and the server tests on PostgreSQL)"
vitest_run e2e --project e2e
step "end-to-end in Chromium, the clock-bound files"
wait "$clock_pid" || status=1
cat .tmp/reports/e2e-clock.log
step "benchmarks (small, only to prove they run; results in .tmp/bench-results)"
cat .tmp/reports/bench.log
step "server tests on PostgreSQL"
wait "$pg_pid" || status=1
cat .tmp/reports/server-postgres.log
step "scheme engine in Chromium (gestures, keyboard, context loss, mount cycles)"
cat .tmp/reports/scheme-browser.log .tmp/reports/scheme-browser.tap
step "scheme engine visual tests (screenshots against reviewed references)"
cat .tmp/reports/scheme-visual.log .tmp/reports/scheme-visual.tap

echo; echo "npm test took $(( $(date +%s) - t0 )) s"
node scripts/sum-reports.mjs .tmp/reports || status=1
exit $status
