import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Most suites wait on servers, databases and browsers more than they compute: two files at a
    // time keep both cores busy even on a two-core machine.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['test/domain/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'app', include: ['test/app/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'workers', include: ['test/workers/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/buildOnce.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // What a browser shows can take seconds on a busy machine; a poll's default is one second.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
