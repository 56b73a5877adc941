import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * A second server of the built app, on the next port and a database of its own, for a test that needs a setting
 * the shared server does not have (a one-minute seat hold). Stopped by the returned function.
 */
export async function startOwnServer(env: Record<string, string>) {
  const port = String(Number(process.env.E2E_PORT ?? 4173) + 1);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gbaka-e2e-own-'));
  const server = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
    stdio: 'ignore',
    env: { ...process.env, ...env, E2E_PORT: port, E2E_DATA_DIR: dataDir },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || server.exitCode !== null) {
      server.kill('SIGTERM');
      throw new Error(`the server of ${baseURL} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseURL,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}
