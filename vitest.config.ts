import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Most suites wait on servers, databases and browsers more than they compute: two files at a
    // time keep both cores busy even on a two-core machine.
    maxWorkers: 2,
    projects: [
      // Suites that share no state through modules run one after another in the same process, which
      // spares each file a process of its own and a fresh import of everything (about 1.5 s a browser
      // suite). The data worker's suites patch IndexedDB and the API's mock modules: each keeps its own.
      { test: { name: 'domain', include: ['test/domain/**/*.test.ts'], environment: 'node', isolate: false } },
      {
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          exclude: ['test/api/encoding.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      // It counts the compressor's calls through a mock of node:zlib, which must reach no other suite.
      { test: { name: 'api-mocked', include: ['test/api/encoding.test.ts'], environment: 'node', testTimeout: 20_000 } },
      { test: { name: 'app', include: ['test/app/**/*.test.ts'], environment: 'node', isolate: false } },
      { test: { name: 'workers', include: ['test/workers/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/buildOnce.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // What a browser shows can take seconds on a busy machine; a poll's default is one second.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
