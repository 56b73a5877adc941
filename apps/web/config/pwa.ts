import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { backOfficeScreens, isCatalogue, isPublic, packageOf, type ModuleGraph } from './module-roles';

/**
 * Translation namespaces only the back office and the companies' workspace ask for (app/admin-routes.tsx,
 * app/operator-routes.tsx): travellers never load them.
 */
const BACK_OFFICE_NAMESPACES = new Set(['admin', 'operator']);

/** A catalogue of a back-office namespace: one of the i18n backend's lazy imports, named <language>/<namespace>. */
function isBackOfficeCatalogue(id: string, graph: ModuleGraph): boolean {
  return isCatalogue(id, graph) && BACK_OFFICE_NAMESPACES.has(path.basename(id, '.json'));
}

/**
 * A lazily loaded chunk of the back office: the admin screen it was split for, or, for a chunk grouped by
 * config/chunks.ts (no single module behind it), one whose own modules a traveller never loads. Libraries do not
 * count: a screen's chunk also holds the icons only it uses.
 */
function isBackOffice(chunk: Rolldown.OutputChunk, graph: ModuleGraph): boolean {
  if (chunk.facadeModuleId) {
    const facade = chunk.facadeModuleId;
    return backOfficeScreens(graph).includes(facade) || isBackOfficeCatalogue(facade, graph);
  }
  const own = chunk.moduleIds.filter((id) => packageOf(id) === null && !id.startsWith('\0'));
  return own.length > 0 && own.every((id) => !isPublic(id, graph) || isBackOfficeCatalogue(id, graph));
}

/**
 * The files a traveller's browser can ever load: every chunk reachable from the entry by static or dynamic import,
 * with its styles, except through a lazy import of the back office. Read from the bundle
 * itself rather than from file names, which follow config/chunks.ts and change with it.
 */
function publicFiles(bundle: Rolldown.OutputBundle, graph: ModuleGraph): Set<string> {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  const reached = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || reached.has(chunk.fileName)) return;
    reached.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) reached.add(file);
    for (const file of chunk.viteMetadata?.importedAssets ?? []) reached.add(file);
    for (const file of chunk.imports) visit(chunks.get(file));
    for (const file of chunk.dynamicImports) {
      const target = chunks.get(file);
      if (target && !isBackOffice(target, graph)) visit(target);
    }
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk);
  return reached;
}

/**
 * Builds the service worker src/features/offline-tickets/worker/sw.ts into dist/sw.js and writes into it the precache list of this build
 * (Workbox's injectManifest): the app shell and the public pages' scripts, styles and translations, each with its
 * revision. See docs/decisions/005-installable-offline-tickets.md.
 */
export function pwa(): Plugin[] {
  let travellerFiles = new Set<string>();
  const collect: Plugin = {
    name: 'gbaka:pwa-public-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      travellerFiles = publicFiles(bundle, this);
    },
  };
  return [
    collect,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/features/offline-tickets/worker',
      filename: 'sw.ts',
      // public/manifest.webmanifest is written by hand and linked from index.html; main.tsx registers the worker.
      manifest: false,
      injectRegister: false,
      injectManifest: {
        // A classic script: every browser that has service workers can run it, module workers or not.
        rollupFormat: 'iife',
        globPatterns: [
          'index.html',
          'manifest.webmanifest',
          'favicon.svg',
          'icons/*.png',
          'assets/*.{js,css,woff2,svg,png,webp}',
        ],
        manifestTransforms: [
          (entries) => ({
            manifest: entries.filter(
              (entry) => !entry.url.startsWith('assets/') || travellerFiles.has(entry.url),
            ),
          }),
        ],
        // Hashed file names are their own version: no need to bust the HTTP cache while precaching them.
        dontCacheBustURLsMatching: /^assets\//,
      },
    }),
  ];
}
