// `npm start`: build whatever is missing or older than its sources, then serve the web app and the API.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((dir) => existsSync(dir) && newestMtime(dir) > built);
}

const shared = at('packages/shared/src');
const targets = [
  {
    workspace: '@gbaka/web',
    // The web build writes the server's bundle last (apps/web/package.json): a build from before server rendering
    // has no dist-server and is built again.
    output: at('apps/web/dist-server/entry-server.js'),
    sources: [at('apps/web/src'), at('apps/web/public'), shared],
  },
  { workspace: '@gbaka/api', output: at('apps/api/dist/main.js'), sources: [at('apps/api/src'), shared] },
];
for (const target of targets) {
  if (!isStale(target.output, target.sources)) continue;
  console.log(`Building ${target.workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `npm start` is the way to try Gbaka on one's own machine: unless NODE_ENV says otherwise it runs as
// development, where payments go to the sandbox with nothing to set. A deployment runs apps/api/dist/main.js,
// production by default, where the sandbox must be asked for explicitly (docs/DEPLOY.md).
const server = spawnSync(process.execPath, ['--enable-source-maps', at('apps/api/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env },
});
process.exit(server.status ?? 0);
