import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './config/precompress';

// Chunks shared by every page; everything else (each lazily loaded route, admin, heavy libraries) splits on its own.
const coreLibraries =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)[\\/]/;

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': { target: 'http://localhost:3001' } },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // @gbaka/shared only declares schemas, rules and constants: importing a constant from it must not pull zod
        // and every schema into the first download. (Same effect as "sideEffects": false in its package.json.)
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]/, sideEffects: false }],
        manualPureFunctions: ['z'],
      },
      output: {
        // Rolldown's successor of Rollup's manualChunks: one long-cached vendor chunk, and every admin screen in one
        // chunk of its own so that travellers never download it.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: coreLibraries, priority: 3 },
            { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/, priority: 2 },
            // Only the admin screens themselves: by default a group also takes in everything its modules import, and
            // the admin screens import the API client, i18n and the UI kit, which would then make every page
            // download the admin chunk.
            {
              name: 'admin',
              test: /[\\/]src[\\/]features[\\/]admin[\\/]/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
