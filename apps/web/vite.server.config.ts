import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server's bundle of the app (DESIGN §12): src/entry-server.tsx into dist-server/, which the API's page handler
 * loads (apps/api/src/plugins/spa.ts). The same source as the browser's build (vite.config.ts), without its chunking,
 * styles, precompression and service worker; npm packages stay in node_modules.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
