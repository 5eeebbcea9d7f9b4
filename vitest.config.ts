import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Three projects: the pure shared rules and schemas, the web app's pure logic (URL state, amounts,
// form values; no DOM), and the API on a real database (PGlite in
// memory, or PostgreSQL when TEST_DB=pg and TEST_DATABASE_URL are set).
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node', sequence: { shuffle: true } },
      },
      {
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node', sequence: { shuffle: true } },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          // Files, and the tests inside each file, run in a random order (each file has its own app
          // and database; no test may lean on what an earlier test left behind). Replay an order
          // with `--sequence.seed=<seed printed by the run>`.
          sequence: { shuffle: { files: true, tests: true } },
        },
      },
    ],
  },
});
