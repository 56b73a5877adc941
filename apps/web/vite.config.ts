import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { codeSplitting } from './config/chunks';
import { iconImports } from './config/icon-imports';
import { moduleRoles } from './config/module-roles';
import { precompress } from './config/precompress';
import { pwa } from './config/pwa';

export default defineConfig({
  plugins: [react(), tailwindcss(), iconImports(), moduleRoles(), precompress(), pwa()],
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
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // @gbaka/shared declares "sideEffects": false (it only declares schemas, rules and constants): importing a
        // constant from it must not pull zod and every schema into the first download. Neither must a schema that
        // nothing uses, though zod's builder calls look like work.
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting,
      },
    },
  },
});
