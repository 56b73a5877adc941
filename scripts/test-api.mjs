// `npm run test:api`: the API tests on the embedded PGlite; then, when TEST_DATABASE_URL names a PostgreSQL server,
// those whose behaviour depends on a server (apps/api/vitest.postgres.config.ts lists them and says why); then the
// scale and fault tests (apps/api/test/faults: API processes and PostgreSQL servers of their own). `npm test` runs
// the same three stages, beside the others (scripts/test.mjs).
import { spawnSync } from 'node:child_process';

const { TEST_DATABASE_URL, ...withoutServer } = process.env;
const run = (label, script, env) => {
  console.log(`\n== API ${label} ==`);
  const result = spawnSync('npm', ['run', script, '-w', '@gbaka/api'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('tests on PGlite', 'test', withoutServer);
if (TEST_DATABASE_URL) run(`tests on PostgreSQL (${TEST_DATABASE_URL})`, 'test:postgres', process.env);
else console.log('TEST_DATABASE_URL is not set: the PostgreSQL pass is skipped.');
run('scale and fault tests', 'test:faults', process.env);
