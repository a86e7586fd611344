import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const E2E_CLOCK_FILES = [
  'e2e/pay-methods.e2e.ts',
  'e2e/sbp-late.e2e.ts',
  'e2e/expiry.e2e.ts',
  'e2e/bonus.e2e.ts',
];

/**
 * E2E files that `npm test` runs in the foreground once the server tests are done, so the
 * three lanes of its second half end near one another (decision 430).
 */
const E2E_LATE_FILES = ['e2e/layout-fit.e2e.ts', 'e2e/lobby.e2e.ts'];

/**
 * Unit files that vi.mock the app's own modules. A worker shared by many files (isolate: false)
 * may have loaded the real module for an earlier file, and the mock then misses the modules
 * that import it: the watch popup's test got the real seat map in 2 runs of 6. These run
 * isolated, each file in a fresh module graph.
 */
const UNIT_MOCKING_FILES = [
  'src/App.test.tsx',
  'src/flows/watch/WatchPopup.test.tsx',
  'src/flows/purchase/sessionPrefetch.test.ts',
  'src/flows/purchase/unpaidReminder.test.ts',
];

/**
 * Server test files that never open the database under test: pure functions, page renderers,
 * the migrations' own PGlite, the embedded database's data-directory lock and server start.
 * The run on PostgreSQL (TEST_DATABASE_URL) leaves them out: it would only repeat the PGlite
 * run's work, beside the e2e files on two shared cores (decision 416).
 */
const SERVER_FILES_WITHOUT_THE_DATABASE = [
  'server/test/bankPage.test.ts',
  'server/test/cancelRules.test.ts',
  'server/test/card.test.ts',
  'server/test/lock.test.ts',
  'server/test/migration009.test.ts',
  'server/test/migration015.test.ts',
  'server/test/receiptPage.test.ts',
  'server/test/responseCache.test.ts',
  'server/test/sandboxWallet.test.ts',
  'server/test/smsPhone.test.ts',
  'server/test/ticketsMail.test.ts',
  'server/test/time.test.ts',
];

const unit = {
  environment: 'jsdom' as const,
  setupFiles: ['tests/setup.ts'],
  // Two workers share the two cores with their jsdoms: a long flow test (the watch popup's,
  // under 1 s alone) ran past 5 s in one run of six.
  testTimeout: 20000,
};

const e2e = {
  include: ['e2e/**/*.e2e.ts'],
  environment: 'node' as const,
  globalSetup: ['e2e/globalSetup.ts'],
  // A real Chromium per file on a 2-core machine: one file at a time.
  fileParallelism: false,
  // The files share one worker and its modules: playwright-core and the helpers load once, not
  // once a file (1.7 CPU-s a file, decision 416). No e2e file mocks a module or keeps state in
  // a helper; each launches and closes its own browser.
  isolate: false,
  // A real browser on two shared cores: a poll waits up to 20 s, not vitest's 1 s. A popup's
  // chunk took over 10 s to arrive while three lanes shared the cores (load 10); a passing poll
  // ends as soon as it passes, so the limit costs nothing.
  expect: { poll: { timeout: 20_000, interval: 100 } },
  // Only to catch a hang: a long walk (an order, its review, the wishlist) took 60 s on a 2-core
  // machine under load, and a timeout is no measure of speed (the benchmarks are).
  testTimeout: 120_000,
  hookTimeout: 180000,
};

export default defineConfig({
  plugins: [react()],
  test: {
    // Every core: vitest's default leaves one idle (one worker on this 2-core machine), while
    // its main process mostly waits. Unit and server tests take about half the time.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          ...unit,
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'packages/**/*.test.ts',
            'tests/**/*.test.{ts,tsx}',
            'bench/**/*.test.ts',
          ],
          exclude: UNIT_MOCKING_FILES,
          // One jsdom per worker for all its files: 25 s instead of 3.5 min; tests/setup.ts
          // resets the DOM, storage, cookies, the address, timers and mocks after each test.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...unit, name: 'unit-mocking', include: UNIT_MOCKING_FILES, isolate: true },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts'],
          exclude: process.env.TEST_DATABASE_URL ? SERVER_FILES_WITHOUT_THE_DATABASE : [],
          environment: 'node',
          // Migrates and seeds one PGlite database for the run; each file loads a copy.
          globalSetup: ['server/test/globalSetup.ts'],
          // One PGlite database per test file, loaded from the run's snapshot; files run in
          // forks that keep their modules from file to file (PGlite's WebAssembly compiled once
          // per fork, not per file: 290 s -> 120 s on 2 cores). A file that mocks a module
          // imports the app afresh (server/test/passwords.test.ts).
          pool: 'forks',
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 120000,
        },
      },
      {
        extends: true,
        test: { ...e2e, name: 'e2e', exclude: [...E2E_CLOCK_FILES, ...E2E_LATE_FILES] },
      },
      {
        extends: true,
        test: { ...e2e, name: 'e2e-late', include: E2E_LATE_FILES },
      },
      {
        extends: true,
        // Files that mostly wait on real clocks (holds running out, SBP's 30 s first poll):
        // `npm test` runs them beside the other e2e files, in a process and server of their own.
        test: { ...e2e, name: 'e2e-clock', include: E2E_CLOCK_FILES },
      },
    ],
  },
});
