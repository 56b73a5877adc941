// API tests on the embedded PGlite, then again on PostgreSQL when TEST_DATABASE_URL names a server, then the
// scale and fault tests (apps/api/test/faults: API processes and PostgreSQL servers of their own), once.
import { spawnSync } from 'node:child_process';

const { TEST_DATABASE_URL, ...withoutServer } = process.env;
const run = (label, script, env) => {
  console.log(`\n== API ${label} ==`);
  const result = spawnSync('npm', ['run', script, '-w', '@gbaka/api'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('tests on PGlite', 'test', withoutServer);
if (TEST_DATABASE_URL) run(`tests on PostgreSQL (${TEST_DATABASE_URL})`, 'test', process.env);
else console.log('TEST_DATABASE_URL is not set: the PostgreSQL pass is skipped.');
run('scale and fault tests', 'test:faults', process.env);
