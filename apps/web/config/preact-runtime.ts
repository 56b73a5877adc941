import type { Alias, Rolldown, UserConfig } from 'vite';

/**
 * The app and its libraries run on Preact through `preact/compat` (docs/decisions/012-preact-runtime.md): every
 * import of React resolves to Preact's implementation of the same API, in the browser's build, the server's and the
 * component tests alike, so that the three run the same code. The source still imports `react` and is type-checked
 * against React's types; removing these aliases (and `preact` from config/chunks.ts) goes back to React.
 *
 * Exact specifiers only: `react-dom/client` must not become `preact/compat/client` by a prefix rule's accident.
 */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // React i18next's hook imports React's shim of useSyncExternalStore (CommonJS, for React 17); compat has the hook.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/**
 * JSX compiled by Vite itself (oxc) to `react/jsx-runtime`, which the aliases turn into Preact's. Not through
 * @vitejs/plugin-react: its Fast Refresh needs React's renderer, and under Preact an edited component would stay as it
 * was on screen; without it, an edit reloads the page.
 */
export const JSX: UserConfig['oxc'] = { jsx: { runtime: 'automatic', importSource: 'react' } };

/**
 * Quiet about libraries' `"use client"` (React Server Components' marker, meaningless in this app), as
 * @vitejs/plugin-react was; every other warning is shown.
 */
export const ignoreUseClient: Rolldown.InputOptions['onwarn'] = (warning, warn) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
  warn(warning);
};

/**
 * The libraries that import React (package names, or a scope's prefix), which the server's bundle and the component
 * tests must compile with the aliases above rather than leave to Node: Node would load the real React beside Preact,
 * and a hook of one called inside a component of the other fails.
 */
const LIBRARIES_ON_REACT = [
  'react-router',
  '@tanstack/react-query',
  'react-i18next',
  'use-sync-external-store',
  'react-hook-form',
  '@hookform/',
  'sonner',
  'lucide-react',
  '@testing-library/react',
  // Radix and its own dependencies.
  '@radix-ui/',
  '@floating-ui/react-dom',
  'react-remove-scroll',
  'react-style-singleton',
  'use-callback-ref',
  'use-sidecar',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** For the server's build (`ssr.noExternal`), which matches bare imports. */
export const BUNDLED_ON_SERVER = LIBRARIES_ON_REACT.map((name) => new RegExp(`^${escape(name)}`));

/** For Vitest (`server.deps.inline`), which matches the files' paths. */
export const INLINED_IN_TESTS = LIBRARIES_ON_REACT.map((name) => new RegExp(`/node_modules/${escape(name)}`));
