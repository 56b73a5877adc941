import type { Plugin } from 'vite';

/** V8's explicit compile hint: every function of the file is compiled as the file loads (Chrome 136 and later). */
const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the files every page runs at its start (the entry and the libraries' chunk, config/chunks.ts) for eager
 * compilation. V8 otherwise compiles a function the first time it is called, on the main thread: Preact's, React
 * Router's and i18next's functions were compiled inside the hydration's first task, which that made the longest one
 * after the first paint (Lighthouse's trace: 17 to 21 ms of CPU before, 8 to 10 after). A file marked so is compiled
 * while it downloads, on a background thread, since the app loads it as a module preload. The hint must open the
 * file, ahead of what Vite itself writes there, hence the last hook that sees the code (after the files were named:
 * a comment changes nothing a cached copy does).
 */
export function compileHints(startChunks: readonly string[]): Plugin {
  return {
    name: 'gbaka:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && (chunk.isEntry || startChunks.includes(chunk.name))) {
            chunk.code = ALL_FUNCTIONS_CALLED_ON_LOAD + chunk.code;
          }
        }
      },
    },
  };
}
