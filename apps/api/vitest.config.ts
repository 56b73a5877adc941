import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that replace a module with vi.mock need a module registry of their own; they run in both passes (the
 * PostgreSQL pass too). Every other file shares its worker's modules (isolate: false), so PGlite's WebAssembly,
 * Fastify and the schemas load once per worker rather than once per file; each file still builds its own app on its
 * own database (test/helper.ts).
 */
const mockingFiles = ['src/modules/bookings/booking-reference.test.ts'];

/** The API test files of `include`, the mocking ones apart. */
export function apiTests(include: string[]) {
  return defineConfig({
    test: {
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // A deprecated call (pg's queued query on a busy client, say) fails the test that makes it, while the fix is
      // one line, rather than the upgrade that removes it.
      execArgv: ['--throw-deprecation'],
      projects: [
        {
          extends: true,
          test: {
            name: 'shared-modules',
            include,
            // The scale and fault tests start processes of their own: vitest.faults.config.ts runs them, once.
            exclude: [...configDefaults.exclude, 'test/faults/**', ...mockingFiles],
            isolate: false,
          },
        },
        { extends: true, test: { name: 'own-modules', include: mockingFiles } },
      ],
    },
  });
}

export default apiTests(['src/**/*.test.ts', 'test/**/*.test.ts']);
