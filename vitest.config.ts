import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each integration file opens its own database; two workers suit the 2-core machines.
    pool: 'forks',
    maxWorkers: 2,
  },
});
