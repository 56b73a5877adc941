import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROME_PATH as chromePath, CHROMIUM_ARGS, LIGHTHOUSE_CHROME_PATH } from './e2e/support/chromium';

// The browser tests' Chromium, and Lighthouse's (the same Debian build as a headless shell: e2e/support/chromium.ts).
for (const [browserPath, debianPackage, variable] of [
  [chromePath, 'chromium', 'CHROME_PATH'],
  [LIGHTHOUSE_CHROME_PATH, 'chromium-headless-shell', 'LIGHTHOUSE_CHROME_PATH'],
] as const) {
  if (existsSync(browserPath)) continue;
  const message = [
    '',
    '################################################################################',
    `#  Chromium was not found at ${browserPath}.`,
    `#  Install it (apt-get update && apt-get install -y ${debianPackage}) or set ${variable}.`,
    '#  The browser tests cannot run: failing on purpose.',
    '################################################################################',
    '',
  ].join('\n');
  console.error(message);
  throw new Error(`Chromium not found at ${browserPath}`);
}

// The server writes every e-mail and SMS to <data dir>/outbox; the tests read the reset links there. Set once in the
// main process, inherited by the web server and by the test workers.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'gbaka-e2e-'));

const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI absorbs a rare timing flake on a loaded machine; a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Africa/Abidjan',
    // Tracing doubles the run time on a 2-core machine; ask for it with `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: 'lighthouse.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromePath,
          args: CHROMIUM_ARGS,
        },
      },
    },
    {
      // Last, alone on the machine: Lighthouse times the page's tasks on the machine's clock (e2e/lighthouse.spec.ts).
      name: 'lighthouse',
      testMatch: 'lighthouse.spec.ts',
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    // Starts the already built app (`npm run build` first) on a fresh database with demo data.
    command: 'node ../../scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_DATA_DIR: process.env.E2E_DATA_DIR, E2E_PORT: String(PORT) },
  },
});
