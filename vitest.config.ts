import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          environment: 'node',
          // PGlite starts in about 4 s per test file; the PostgreSQL run creates a database per file.
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
