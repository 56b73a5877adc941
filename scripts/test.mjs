// `npm test`: every check of the repository, as stages. Each stage's output goes to test-results/logs/<stage>.log as
// it runs and is printed whole when the stage ends; the run closes with each stage's wall and CPU time.
//
//   node scripts/test.mjs [stage…]      # some stages only, e.g. `node scripts/test.mjs lint typecheck`
//   TEST_JOBS=2 node scripts/test.mjs    # two stages at a time, the longest chain first: the build, then the browser
//                                        # tests beside lint, type-check, unit, API and fault tests
//
// One stage at a time by default until a whole run with TEST_JOBS=2 has been measured on a quiet machine (the browser
// tests then share the 2 cores with the API tests). TEST_DATABASE_URL (a PostgreSQL server) adds the API tests whose
// behaviour depends on the database server (apps/api/vitest.postgres.config.ts says which and why) and the scale and
// fault tests that need PostgreSQL.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logs = path.join(root, 'test-results', 'logs');
const { TEST_DATABASE_URL, ...withoutServer } = process.env;

/** In order of priority: a stage starts once those it needs have passed and one of the slots is free. */
const stages = [
  { name: 'build', command: 'npm run build' },
  { name: 'lint', command: 'npm run lint' },
  { name: 'e2e', command: 'npm run test:e2e -w @gbaka/web', needs: ['build'] },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'unit', command: 'npm run test:unit' },
  // The embedded database, which every API test file runs on; TEST_DATABASE_URL must not leak into it.
  { name: 'api', command: 'npm run test -w @gbaka/api', env: withoutServer },
  TEST_DATABASE_URL
    ? { name: 'api-postgres', command: 'npm run test:postgres -w @gbaka/api' }
    : { name: 'api-postgres', skipped: 'TEST_DATABASE_URL is not set' },
  { name: 'faults', command: 'npm run test:faults -w @gbaka/api' },
];

const jobs = Math.max(1, Number(process.env.TEST_JOBS ?? 1));
const only = process.argv.slice(2);
const unknown = only.filter((name) => !stages.some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(`unknown stage ${unknown.join(', ')}; stages: ${stages.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const chosen = stages.filter((stage) => only.length === 0 || only.includes(stage.name));
// A stage asked for alone does not wait for one that was not asked for (e2e alone expects a build).
for (const stage of chosen)
  stage.needs = (stage.needs ?? []).filter((name) => chosen.some((s) => s.name === name));

rmSync(logs, { recursive: true, force: true });
mkdirSync(logs, { recursive: true });
const started = Date.now();
const results = new Map();
const running = new Map();
let failed = false;

/** Runs one stage in a shell of its own, which reports the CPU time of everything it waited for (`times`). */
function run(stage) {
  const log = path.join(logs, `${stage.name}.log`);
  const timesFile = path.join(logs, `${stage.name}.times`);
  const out = createWriteStream(log);
  const begin = Date.now();
  console.log(`▶ ${stage.name}: ${stage.command}`);
  const child = spawn('sh', ['-c', `${stage.command}\ncode=$?\ntimes > "${timesFile}"\nexit $code`], {
    cwd: root,
    env: stage.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      out.end(() => {
        const seconds = (Date.now() - begin) / 1000;
        const status = code === 0 ? 'passed' : signal ? `stopped (${signal})` : `failed (exit ${code})`;
        console.log(`\n━━ ${stage.name}: ${status} in ${seconds.toFixed(0)} s ━━`);
        process.stdout.write(readFileSync(log, 'utf8'));
        resolve({ status, seconds, cpu: cpuSeconds(timesFile) });
      });
    });
    running.set(stage.name, child);
  });
}

/** User + system time of the shell's children, from the second line of `times` ("0m12.34s 0m1.20s"). */
function cpuSeconds(timesFile) {
  try {
    const children = readFileSync(timesFile, 'utf8').trim().split('\n')[1] ?? '';
    return [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
      (sum, [, m, s]) => sum + Number(m) * 60 + Number(s),
      0,
    );
  } catch {
    return null;
  }
}

function next() {
  return chosen.find(
    (stage) =>
      !results.has(stage.name) &&
      !running.has(stage.name) &&
      stage.needs.every((name) => results.get(name)?.status === 'passed'),
  );
}

await new Promise((resolve) => {
  const schedule = () => {
    while (!failed && running.size < jobs) {
      const stage = next();
      if (!stage) break;
      if (stage.skipped) {
        results.set(stage.name, { status: `skipped: ${stage.skipped}`, seconds: 0, cpu: 0 });
        console.log(`○ ${stage.name}: skipped, ${stage.skipped}`);
        continue;
      }
      void run(stage).then((result) => {
        running.delete(stage.name);
        results.set(stage.name, result);
        if (result.status !== 'passed' && !failed) {
          failed = true;
          // The first failure ends the run: the stages still running are stopped (their process groups).
          for (const [name, child] of running) {
            console.log(`■ stopping ${name}`);
            try {
              process.kill(-child.pid, 'SIGTERM');
            } catch {
              // Already gone.
            }
          }
        }
        schedule();
      });
    }
    if (running.size === 0) resolve();
  };
  schedule();
});

const total = (Date.now() - started) / 1000;
const width = Math.max(...chosen.map((stage) => stage.name.length));
console.log(`\nStages (${jobs} at a time):`);
for (const stage of chosen) {
  const result = results.get(stage.name);
  if (!result) {
    console.log(`  ${stage.name.padEnd(width)}  not run`);
    continue;
  }
  const cpu = result.cpu === null ? '' : `, CPU ${result.cpu.toFixed(0).padStart(5)} s`;
  console.log(
    `  ${stage.name.padEnd(width)}  ${result.seconds.toFixed(0).padStart(5)} s${cpu}  ${result.status}`,
  );
}
console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(0).padStart(5)} s (${(total / 60).toFixed(1)} min)`);
process.exit(failed ? 1 : 0);
