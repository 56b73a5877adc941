import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { codeSplitting, VENDOR_CHUNK } from './config/chunks';
import { compileHints } from './config/compile-hints';
import { iconImports } from './config/icon-imports';
import { moduleRoles } from './config/module-roles';
import { ignoreUseClient, JSX, PREACT_ALIASES } from './config/preact-runtime';
import { precompress } from './config/precompress';
import { pwa } from './config/pwa';

/** zod's schema builders the app and the shared package call (`z.string()`, `z.object()`…). */
const ZOD_BUILDERS = [
  'array',
  'boolean',
  'coerce',
  'discriminatedUnion',
  'email',
  'enum',
  'iso',
  'literal',
  'number',
  'object',
  'preprocess',
  'string',
  'union',
  'url',
  'uuid',
];

export default defineConfig({
  plugins: [tailwindcss(), iconImports(), moduleRoles(), compileHints([VENDOR_CHUNK]), precompress(), pwa()],
  oxc: JSX,
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...PREACT_ALIASES],
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': { target: 'http://localhost:3001' } },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      onwarn: ignoreUseClient,
      treeshake: {
        // @gbaka/shared declares "sideEffects": false (it only declares schemas, rules and constants): importing a
        // constant from it must not pull zod and every schema into the first download. Neither must a schema that
        // nothing uses, though zod's builder calls look like work. Named one by one, not as `z`: a name applies to
        // every module, and Preact's minified build has a function `z` (its diff) whose calls must stay. A builder
        // missing here only costs bytes, which the budgets (e2e/budgets.spec.ts) would show.
        manualPureFunctions: ZOD_BUILDERS.map((builder) => `z.${builder}`),
      },
      output: {
        codeSplitting,
      },
    },
  },
});
