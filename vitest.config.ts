import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/test/**/*.test.ts', 'packages/**/test/**/*.test.tsx'],
    reporters: ['default', './tools/summary-reporter.ts'],
    testTimeout: 60_000,
    pool: 'forks',
  },
});
