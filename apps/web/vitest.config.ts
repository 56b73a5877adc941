import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { INLINED_IN_TESTS, PREACT_ALIASES } from './config/preact-runtime';

// Testing Library's ES module: its CommonJS build, which Node would pick, `require`s React's own react-dom, which no
// alias reaches.
const testingLibrary = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@testing-library/react/package.json')),
  'dist/@testing-library/react.esm.js',
);

// The same runtime as the build's, Preact (config/preact-runtime.ts): the tests run what ships.
const alias = [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  { find: /^@testing-library\/react$/, replacement: testingLibrary },
  ...PREACT_ALIASES,
];

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
        // `module` first: a package's ES module build, whose imports the aliases reach (config/preact-runtime.ts).
        resolve: { alias, conditions: ['module', 'node', 'development'] },
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
          setupFiles: ['src/testing/setup.ts'],
          server: { deps: { inline: INLINED_IN_TESTS } },
          testTimeout: 60_000,
        },
      },
    ],
  },
});
