import { defineConfig } from 'vitest/config';

/**
 * Two projects, one run (`npm test`), one summary:
 * - `unit`: pure modules, services over fake repositories, components. No database and no global
 *   setup, so it runs in seconds (`npm run test:unit`).
 * - `integration`: `*.int.test.ts`, anything that needs the database (a private copy of a
 *   template migrated and seeded once by the global setup: PGlite, or PostgreSQL with
 *   TEST_DATABASE_URL) or the production build (`npm run test:int`).
 * In both, a test that logs an unexpected console.error fails (src/setup-test-env.ts).
 */
const INTEGRATION = ['src/**/*.int.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    setupFiles: ['src/setup-test-env.ts'],
    // Stylesheets stay empty in tests, except those imported as text (`app.css?raw`: the
    // design-system page reads its colour tokens from it).
    css: { include: [/\.css\?raw$/] },
    // Each integration file opens its own database; two workers suit the 2-core machines.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: INTEGRATION,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: INTEGRATION,
          // A worker runs its files one after another in one module graph instead of importing
          // the whole server again for each file (~2.5 s each, most of the run's CPU otherwise:
          // docs/performance.md §4). Each file still opens its own database (test/test-db.ts),
          // and no integration test mocks a module (src/server/test/test-projects.test.ts).
          isolate: false,
          globalSetup: ['src/server/test/global-setup.ts'],
        },
      },
    ],
  },
});
