// The built app for the browser tests: a fresh database in E2E_DATA_DIR (or a new temporary folder), demo data,
// a known administrator and a rate limit high enough for a test run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'gbaka-e2e-'));
rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
rmSync(path.join(dataDir, 'outbox'), { recursive: true, force: true });
const port = process.env.E2E_PORT ?? '4173';
console.log(`e2e server: DATA_DIR=${dataDir}`);

// E2E_API_MAIN and WEB_DIST let parallel runs use builds of their own.
const apiMain = process.env.E2E_API_MAIN ?? path.join(root, 'apps/api/dist/main.js');
const server = spawn(process.execPath, ['--enable-source-maps', apiMain], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SEED: 'demo',
    ADMIN_EMAIL: 'admin@gbaka.test',
    ADMIN_PASSWORD: 'Admin!2345',
    RATE_LIMIT_PER_MINUTE: '10000',
    TRACKING_RATE_LIMIT_PER_MINUTE: '10000',
    // The built app runs as in production, where free sandbox payments must be asked for twice.
    PAYMENT_PROVIDER: 'sandbox',
    ALLOW_FREE_SANDBOX_PAYMENTS_IN_PRODUCTION: 'yes',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-123456',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
