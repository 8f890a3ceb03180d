import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/test/**/*.test.ts', 'packages/**/test/**/*.test.tsx'],
    reporters: ['default', './tools/summary-reporter.ts'],
    // Limits that only catch a hang: CI runs on a shared 2-core machine whose speed varies several
    // times over, and a test must never fail for being slow (speed is checked by benchmarks that
    // print figures). A hung test still fails, after 10 minutes, inside CI's 90.
    testTimeout: 600_000,
    hookTimeout: 300_000,
    pool: 'forks',
  },
});
