// API tests on the embedded PGlite, then again on PostgreSQL when TEST_DATABASE_URL names a server.
import { spawnSync } from 'node:child_process';

const { TEST_DATABASE_URL, ...withoutServer } = process.env;
const run = (label, env) => {
  console.log(`\n== API tests on ${label} ==`);
  const result = spawnSync('npm', ['run', 'test', '-w', '@gbaka/api'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('PGlite', withoutServer);
if (TEST_DATABASE_URL) run(`PostgreSQL (${TEST_DATABASE_URL})`, process.env);
else console.log('TEST_DATABASE_URL is not set: the PostgreSQL pass is skipped.');
