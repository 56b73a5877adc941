import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  backOfficeScreens,
  isCatalogue,
  isPublic,
  moduleOf,
  packageOf,
  type ModuleGraph,
} from './module-roles';

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
 * What the conductor's boarding screen needs beyond the travellers' files, to open with no network: the chunks of
 * the workspace's layout and of the screen, everything they import (the camera's decoder too, which loads only when
 * the camera opens), and the workspace's catalogues in every language. Kept out of the precache: the service worker
 * stores them only once someone opens the screen (src/features/offline-tickets/worker/sw.ts).
 */
function boardingScreenFiles(
  bundle: Rolldown.OutputBundle,
  graph: ModuleGraph,
  travellers: Set<string>,
): Set<string> {
  const chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    // A traveller's file is precached, and so is every file it loads: the search stops there (the screen's
    // chunks import the entry, which imports every page lazily).
    if (!chunk || files.has(chunk.fileName) || travellers.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) files.add(file);
    for (const file of chunk.viteMetadata?.importedAssets ?? []) files.add(file);
    for (const file of chunk.imports) visit(byName.get(file));
    // What the screen loads lazily (the camera), not the other screens the workspace's chunks may name.
    for (const file of chunk.dynamicImports) {
      const target = byName.get(file);
      if (target && !(target.facadeModuleId && otherScreens.has(target.facadeModuleId))) visit(target);
    }
  };
  const screens = [moduleOf('operatorLayout'), moduleOf('boardingScreen')];
  const otherScreens = new Set(backOfficeScreens(graph).filter((id) => !screens.includes(id)));
  for (const chunk of chunks) {
    if (screens.some((id) => chunk.moduleIds.includes(id))) visit(chunk);
    if (chunk.facadeModuleId && isBackOfficeCatalogue(chunk.facadeModuleId, graph)) visit(chunk);
  }
  // A style sheet the screen shares with a traveller's page is precached already.
  return new Set([...files].filter((file) => !travellers.has(file)));
}

/** A precache entry that the worker keeps aside for the boarding screen (see sw.ts). */
export const BOARDING_SCREEN_MARK = 'boardingScreen';

/**
 * Builds the service worker src/features/offline-tickets/worker/sw.ts into dist/sw.js and writes into it the precache list of this build
 * (Workbox's injectManifest): the app shell and the public pages' scripts, styles and translations, each with its
 * revision. See docs/decisions/005-installable-offline-tickets.md.
 */
export function pwa(): Plugin[] {
  let travellerFiles = new Set<string>();
  let boardingFiles = new Set<string>();
  const collect: Plugin = {
    name: 'gbaka:pwa-public-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      travellerFiles = publicFiles(bundle, this);
      boardingFiles = boardingScreenFiles(bundle, this, travellerFiles);
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
        // The boarding screen's files travel in the same list, marked: the worker precaches only the others.
        manifestTransforms: [
          (entries) => ({
            manifest: entries
              .filter(
                (entry) =>
                  !entry.url.startsWith('assets/') ||
                  travellerFiles.has(entry.url) ||
                  boardingFiles.has(entry.url),
              )
              .map((entry) =>
                boardingFiles.has(entry.url) ? { ...entry, [BOARDING_SCREEN_MARK]: true } : entry,
              ),
          }),
        ],
        // Hashed file names are their own version: no need to bust the HTTP cache while precaching them.
        dontCacheBustURLsMatching: /^assets\//,
      },
    }),
  ];
}
