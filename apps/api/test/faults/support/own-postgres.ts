import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll } from 'vitest';
import { freePort } from './api-process';

const run = promisify(execFile);

export interface OwnPostgres {
  url: string;
  /** `pg_ctl restart -m fast`: sessions are ended, the server stops cleanly and starts again. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m immediate`: the server dies without a checkpoint, as in a crash. */
  crash(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A PostgreSQL server of the test's own (initdb in a temporary folder, on a free port of 127.0.0.1), so that it
 * can be restarted without disturbing anyone else's. Root may not run the server: then the commands run as the
 * `postgres` user. Returns the reason instead when that cannot be done here.
 */
export async function startOwnPostgres(): Promise<OwnPostgres | string> {
  const bin = postgresBinDir();
  if (!bin)
    return 'no PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql/*/bin or pg_config --bindir';
  const asUser = process.getuid?.() === 0 ? postgresUser() : null;
  if (process.getuid?.() === 0 && !asUser)
    return 'running as root and there is no `postgres` user to run the server';

  const dir = mkdtempSync(path.join(tmpdir(), 'gbaka-pg-'));
  if (asUser) chownSync(dir, asUser.uid, asUser.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const command = (tool: string, args: string[]) =>
    asUser
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60`;
  const pgCtl = (...args: string[]) =>
    command('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', ...args]);

  await command('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  await pgCtl('-o', options, 'start');
  afterAll(async () => {
    await pgCtl('-m', 'immediate', 'stop').catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => void (await pgCtl('-m', 'fast', '-o', options, 'restart')),
    crash: async () => void (await pgCtl('-m', 'immediate', 'stop')),
    start: async () => void (await pgCtl('-o', options, 'start')),
  };
}

/** The newest /usr/lib/postgresql/<version>/bin (Debian), else what pg_config names. */
function postgresBinDir(): string | null {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((v) => existsSync(path.join(debian, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(debian, versions[0], 'bin');
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    return existsSync(path.join(dir, 'initdb')) ? dir : null;
  } catch {
    return null;
  }
}

function postgresUser(): { uid: number; gid: number } | null {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return null;
  }
}
