import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The scale and fault tests start processes of their own: vitest.faults.config.ts runs them, once.
    exclude: [...configDefaults.exclude, 'test/faults/**'],
    // Each file gets its own database (PGlite in memory, or a fresh PostgreSQL database): files run in parallel.
    testTimeout: 30_000,
    // A deprecated call (pg's queued query on a busy client, say) fails the test that makes it, while the fix is
    // one line, rather than the upgrade that removes it.
    execArgv: ['--throw-deprecation'],
    hookTimeout: 60_000,
  },
});
