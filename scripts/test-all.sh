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

# Types and lint are one process each: they run side by side, one core each. Beside them, one data
# directory migrated and seeded for every server the e2e files, the benchmarks and the lock test
# start (each starts from a copy, scripts/server-process.mjs), then the build: the e2e files need
# both. That directory is the run's proof that the server's first start on an empty directory
# works (decision 419): if it fails, so does the run.
step "types, lint and formatting (beside them: the seeded data directory, then the build)"
npm run --silent typecheck > .tmp/reports/typecheck.log 2>&1 &
types_pid=$!
prepare_e2e() {
  local rc=0
  node scripts/seeded-dir.mjs > .tmp/reports/seeded-dir.txt 2> .tmp/reports/seeded-dir.log || rc=1
  npm run --silent build > .tmp/reports/build.log 2>&1 || rc=1
  return $rc
}
prepare_e2e &
prepare_pid=$!
run npm run --silent lint
wait "$types_pid" || status=1
echo "--- types:"
cat .tmp/reports/typecheck.log
wait "$prepare_pid" || status=1
echo "--- build:"
cat .tmp/reports/build.log
if [ -s .tmp/reports/seeded-dir.txt ]; then
  SOFTKINO_SEEDED_DIR=$(cat .tmp/reports/seeded-dir.txt)
  export SOFTKINO_SEEDED_DIR
  trap 'rm -rf "$SOFTKINO_SEEDED_DIR"' EXIT
else
  echo "no seeded data directory: the first start on an empty directory failed (each server seeds its own):"
  cat .tmp/reports/seeded-dir.log
  status=1
fi

# The unit tests alone, on both cores: jsdom screens that load lazy chunks wait seconds under the
# load of the lanes below (a 5 s findBy ran out at a load of 11).
step "unit tests"
vitest_run unit --project unit --project unit-mocking

# Three lanes from here on (decision 430). The e2e files are the run's longest work (a real
# Chromium, one file at a time): most of them start next, in a lane of their own. Beside it, in a
# lane and server of their own: the e2e files that mostly wait on real clocks (holds, polls), then
# the small benchmarks. The benchmarks' figures only prove that they run (never quoted, never
# asserted), so they may share the machine (decisions 378, 382, 416). The server tests run in the
# foreground meanwhile, and after them, as the foreground lane would otherwise idle: the e2e files
# of the project e2e-late (vitest.config.ts) and the scheme engine's own browser tests.
step "end-to-end in Chromium begins (its output follows the server tests'), and beside it the clock-bound e2e files and the benchmarks"
npx vitest run --project e2e --reporter=default --reporter=json \
  --outputFile.json=.tmp/reports/e2e.json > .tmp/reports/e2e.log 2>&1 &
e2e_pid=$!
# The scheme engine's pages, built once for the bench and both scheme tests (decision 419), first
# in the clock lane; the foreground reads the folder from this file.
scheme_pages_file=.tmp/reports/scheme-pages.txt
rm -f "$scheme_pages_file"
clock_lane() {
  local rc=0
  node bench/scheme/build.mjs 2> .tmp/reports/scheme-build.log | tail -1 > "$scheme_pages_file.part" || rc=1
  mv "$scheme_pages_file.part" "$scheme_pages_file"
  SCHEME_PAGES_DIR=$(cat "$scheme_pages_file")
  export SCHEME_PAGES_DIR
  npx vitest run --project e2e-clock --reporter=default --reporter=json \
    --outputFile.json=.tmp/reports/e2e-clock.json > .tmp/reports/e2e-clock.log 2>&1 || rc=1
  echo "=== benchmarks begin (at $(( $(date +%s) - t0 )) s)" > .tmp/reports/bench.log
  BENCH_RESULTS_DIR=.tmp/bench-results node bench/run.mjs --small >> .tmp/reports/bench.log 2>&1 ||
    rc=1
  echo "=== benchmarks end (at $(( $(date +%s) - t0 )) s)" >> .tmp/reports/bench.log
  return $rc
}
scheme_tests() {
  echo "(began at $(( $(date +%s) - t0 )) s)" > ".tmp/reports/scheme-$1.log"
  node --test --test-reporter=tap --test-reporter-destination=".tmp/reports/scheme-$1.tap" \
    "bench/scheme/$1.test.mjs" >> ".tmp/reports/scheme-$1.log" 2>&1
}
clock_lane &
clock_pid=$!

step "server tests on PGlite"
vitest_run server-pglite --project server
step "server tests on PostgreSQL"
pgdb="softkino_test_$$"
pgurl=$(node scripts/pg-test-db.mjs create "$pgdb")
if [ -z "$pgurl" ]; then
  echo "no PostgreSQL server on 127.0.0.1:5432: skipped"
else
  TEST_DATABASE_URL="$pgurl" vitest_run server-postgres --project server
  node scripts/pg-test-db.mjs drop "$pgdb" || true
fi
step "end-to-end in Chromium, the late files (project e2e-late)"
vitest_run e2e-late --project e2e-late
step "scheme engine in Chromium (gestures, keyboard, context loss, mount cycles)"
# The clock lane builds the pages first; the foreground gets here long after, unless the lanes
# before it ended early (no PostgreSQL, a crashed vitest): then it waits for the build.
while [ ! -e "$scheme_pages_file" ] && kill -0 "$clock_pid" 2>/dev/null; do sleep 1; done
cat .tmp/reports/scheme-build.log
if [ ! -s "$scheme_pages_file" ]; then
  echo "the scheme engine's pages were not built (their log is above)"
  status=1
else
  SCHEME_PAGES_DIR=$(cat "$scheme_pages_file") scheme_tests browser || status=1
  cat .tmp/reports/scheme-browser.log .tmp/reports/scheme-browser.tap
  step "scheme engine visual tests (screenshots against reviewed references)"
  SCHEME_PAGES_DIR=$(cat "$scheme_pages_file") scheme_tests visual || status=1
  cat .tmp/reports/scheme-visual.log .tmp/reports/scheme-visual.tap
fi
step "end-to-end in Chromium (began beside the server tests)"
wait "$e2e_pid" || status=1
cat .tmp/reports/e2e.log
step "end-to-end in Chromium, the clock-bound files"
wait "$clock_pid" || status=1
cat .tmp/reports/e2e-clock.log
step "benchmarks (small, only to prove they run; results in .tmp/bench-results)"
cat .tmp/reports/bench.log

echo; echo "npm test took $(( $(date +%s) - t0 )) s"
node scripts/sum-reports.mjs .tmp/reports || status=1
exit $status
