import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { codeSplitting } from './config/chunks';
import { precompress } from './config/precompress';
import { pwa } from './config/pwa';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), pwa()],
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
        // @gbaka/shared only declares schemas, rules and constants: importing a constant from it must not pull zod
        // and every schema into the first download. (Same effect as "sideEffects": false in its package.json.)
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]/, sideEffects: false }],
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting,
      },
    },
  },
});
