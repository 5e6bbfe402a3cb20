import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
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
