import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The scale and fault tests start processes of their own: vitest.faults.config.ts runs them, once.
    exclude: [...configDefaults.exclude, 'test/faults/**'],
    // Each file gets its own database (PGlite in memory, or a fresh PostgreSQL database): files run in parallel.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
