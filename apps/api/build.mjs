// Bundles the API into dist/main.js: our code and @gbaka/shared (TypeScript source) inlined, npm packages external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  // API_OUTFILE: a separate bundle for a parallel test run.
  outfile: process.env.API_OUTFILE ?? 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: { '@gbaka/shared': '../../packages/shared/src/index.ts' },
  logLevel: 'warning',
});
