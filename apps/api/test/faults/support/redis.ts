import { execFileSync, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll } from 'vitest';
import { freePort, sleep } from './api-process';

/**
 * A Redis for the shared rate-limit tests: REDIS_TEST_URL, else the local one on 127.0.0.1:6379, else a
 * redis-server of the test's own on a free port when the binary is installed. Returns why not otherwise.
 */
export async function findRedis(): Promise<{ url: string } | string> {
  const local = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
  if (await answers(local)) return { url: local };
  if (!hasRedisServer())
    return `no Redis answers at ${local} and redis-server is not installed (apt-get install redis-server)`;
  const port = await freePort();
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  afterAll(() => void server.kill('SIGTERM'));
  const url = `redis://127.0.0.1:${port}`;
  for (let tries = 0; tries < 50; tries++) {
    if (await answers(url)) return { url };
    await sleep(100);
  }
  return `redis-server started on port ${port} but never answered`;
}

async function answers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

function hasRedisServer(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
