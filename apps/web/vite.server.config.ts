import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { BUNDLED_ON_SERVER, ignoreUseClient, JSX, PREACT_ALIASES } from './config/preact-runtime';

/**
 * The server's bundle of the app (DESIGN §12): src/entry-server.tsx into dist-server/, which the API's page handler
 * loads (apps/api/src/plugins/spa.ts). The same source as the browser's build (vite.config.ts), without its chunking,
 * styles, precompression and service worker. npm packages stay in node_modules, except those that import React: they
 * are bundled, so that their `react` resolves to Preact as in the browser (config/preact-runtime.ts).
 */
export default defineConfig({
  oxc: JSX,
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...PREACT_ALIASES],
  },
  ssr: { noExternal: BUNDLED_ON_SERVER },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { onwarn: ignoreUseClient },
  },
});
