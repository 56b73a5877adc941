import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * Two kinds of tests: unit tests (*.test.ts) of plain functions in Node, and component tests (*.test.tsx) that
 * render React in a DOM with the API mocked by MSW (src/testing/). Only the second pay for the DOM's start.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        resolve: { alias },
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
          setupFiles: ['src/testing/setup.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
