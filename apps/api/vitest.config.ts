import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file gets its own database (PGlite in memory, or a fresh PostgreSQL database): files run in parallel.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
