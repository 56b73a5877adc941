import { defineConfig } from 'vitest/config';

/**
 * The scale and fault tests of issue 6 (test/faults): they start API processes and PostgreSQL servers of their
 * own, so they run apart from the unit suite, once, one file at a time (2 cores), with room for restarts.
 */
export default defineConfig({
  test: {
    include: ['test/faults/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
