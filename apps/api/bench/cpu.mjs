// CPU time spent by the processes under test, read from /proc (Linux). Requests per second swing with whatever
// else the machine runs; CPU time per request barely does, so the report shows both.
import { readFileSync } from 'node:fs';
import { withClient } from './servers.mjs';

const TICKS_PER_SECOND = 100;

function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * PostgreSQL backends serving clients of `databaseUrl` (not autovacuum's), when PostgreSQL runs on this machine
 * (/proc shows them).
 */
async function backendPids(databaseUrl) {
  const name = new URL(databaseUrl).pathname.slice(1);
  return withClient(databaseUrl, async (c) => {
    const { rows } = await c.query(
      `select pid from pg_stat_activity
       where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()`,
      [name],
    );
    return rows.map((r) => r.pid).filter((pid) => cpuSeconds(pid) !== null);
  });
}

/**
 * Starts a CPU meter; `stop(requests)` answers microseconds per request for the server and the PostgreSQL
 * backends. Without `databaseUrl` (the bare route, or PGlite, which runs inside the API process and so counts in
 * its CPU) the database's share is null. A backend opened during the run (the pool grows again after idling)
 * counts whole: all its CPU was spent in the run.
 */
export async function startCpuMeter(serverPid, databaseUrl) {
  const before = new Map();
  if (databaseUrl) for (const pid of await backendPids(databaseUrl)) before.set(pid, cpuSeconds(pid));
  const server0 = cpuSeconds(serverPid);
  return {
    async stop(requests) {
      const server1 = cpuSeconds(serverPid);
      const perRequest = (seconds) =>
        seconds === null || !requests ? null : Math.round((seconds * 1e6) / requests);
      let db = null;
      if (databaseUrl) {
        const after = new Set([...before.keys(), ...(await backendPids(databaseUrl))]);
        db = [...after].reduce((sum, pid) => {
          const start = before.get(pid) ?? 0;
          return sum + (cpuSeconds(pid) ?? start) - start;
        }, 0);
      }
      return {
        serverCpu: perRequest(server0 === null || server1 === null ? null : server1 - server0),
        databaseCpu: perRequest(db),
      };
    },
  };
}

/**
 * Resolves once `pid` has been idle (under 10 % of a CPU) for half a second, or after a minute: requests a run
 * left in flight (autocannon stops sending, not the server working) must not bill the next scenario.
 */
export async function waitIdle(pid, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  let last = cpuSeconds(pid);
  while (quiet < 2 && last !== null && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    const now = cpuSeconds(pid);
    quiet = now !== null && now - last < 0.025 ? quiet + 1 : 0;
    last = now;
  }
}

/**
 * Resolves once no client of `databaseUrl` but this one has had a statement running for a second, or after two
 * minutes: the API's start-up jobs (the trip generator's pass over every timetable) must not bill a scenario.
 */
export async function waitDatabaseIdle(databaseUrl, timeoutMs = 120_000) {
  const name = new URL(databaseUrl).pathname.slice(1);
  const deadline = Date.now() + timeoutMs;
  await withClient(databaseUrl, async (c) => {
    let quiet = 0;
    while (quiet < 4 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      const { rows } = await c.query(
        `select count(*)::int as n from pg_stat_activity
         where datname = $1 and state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid()`,
        [name],
      );
      quiet = rows[0].n === 0 ? quiet + 1 : 0;
    }
  });
}
