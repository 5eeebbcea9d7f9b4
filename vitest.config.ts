import { defineConfig } from 'vitest/config';

// Two projects: the pure shared rules and schemas, and the API on a real database (PGlite in
// memory, or PostgreSQL when TEST_DB=pg and TEST_DATABASE_URL are set).
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
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
        },
      },
    ],
  },
});
