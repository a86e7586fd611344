import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'packages/**/*.test.ts',
            'tests/**/*.test.{ts,tsx}',
            'bench/**/*.test.ts',
          ],
          environment: 'jsdom',
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts'],
          environment: 'node',
          // One PGlite database per test file (worker); files run in separate forks.
          pool: 'forks',
          testTimeout: 30000,
          hookTimeout: 120000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/globalSetup.ts'],
          // A real Chromium per file on a 2-core machine: one file at a time.
          fileParallelism: false,
          // A real browser on two shared cores: a poll waits up to 10 s, not vitest's 1 s.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          testTimeout: 60000,
          hookTimeout: 180000,
        },
      },
    ],
  },
});
