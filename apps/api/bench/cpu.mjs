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

/** PostgreSQL backends serving `databaseUrl`, when PostgreSQL runs on this machine (/proc shows them). */
async function backendPids(databaseUrl) {
  const name = new URL(databaseUrl).pathname.slice(1);
  return withClient(databaseUrl, async (c) => {
    const { rows } = await c.query(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return rows.map((r) => r.pid).filter((pid) => cpuSeconds(pid) !== null);
  });
}

/** Starts a CPU meter; `stop(requests)` answers microseconds per request for the server and the database. */
export async function startCpuMeter(serverPid, databaseUrl) {
  const pids = databaseUrl ? await backendPids(databaseUrl) : [];
  const server0 = cpuSeconds(serverPid);
  const db0 = pids.map(cpuSeconds);
  return {
    stop(requests) {
      const perRequest = (seconds) =>
        seconds === null || !requests ? null : Math.round((seconds * 1e6) / requests);
      const server1 = cpuSeconds(serverPid);
      // No backend open after the warm-up means the scenario does not touch the database: zero, not unknown.
      const db = pids.reduce((sum, pid, i) => sum + (cpuSeconds(pid) ?? db0[i]) - db0[i], 0);
      return {
        serverCpu: perRequest(server0 === null || server1 === null ? null : server1 - server0),
        databaseCpu: databaseUrl ? perRequest(db) : 0,
      };
    },
  };
}
