import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { codeSplitting } from './config/chunks';
import { precompress } from './config/precompress';
import { pwa } from './config/pwa';

// `vite build --ssr src/prerender/home.tsx` (npm run build) builds the home page's renderer for the build itself: it
// runs once in Node (scripts/prerender-home.mjs), so it needs neither the service worker nor compressed copies.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress(), pwa()])],
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
      output: isSsrBuild ? {} : { codeSplitting },
    },
  },
}));
