import { defineConfig } from '@playwright/test';
import config from './playwright.config';

/**
 * `npm run bench:web`: the measures that the machine's load moves (Lighthouse), run apart from `npm test` against
 * the same built app and server as the browser tests. Files named *.bench.ts; the browser tests' *.spec.ts are not.
 */
export default defineConfig({
  ...config,
  testMatch: '**/*.bench.ts',
  // The browser tests' project only: the Lighthouse gate's project names its own file.
  projects: config.projects?.filter((project) => project.name === 'chromium'),
  retries: 0,
  reporter: 'list',
});
