import type { Rolldown } from 'vite';
import {
  inSharedPackage,
  isCatalogue,
  isPublic,
  LANDING_PAGES,
  moduleOf,
  packageOf,
  staffAreasOf,
  type ModuleGraph,
} from './module-roles';

/**
 * How the build splits the app into files (Rolldown's `output.codeSplitting`).
 *
 * Left to itself, Rolldown gives every set of pages that share a module a chunk of its own: the home page downloaded
 * 39 files, most under 1 kB. Over HTTP/1.1 a browser opens six connections to a host and each request costs a round
 * trip (150 ms on the slow 4G that Lighthouse simulates), so those files cost more time than their bytes. The groups
 * below keep the bytes a page downloads about the same, in a third as many files.
 *
 * Every rule names libraries by package and the app's modules by how they are imported (the entry, the routes' lazy
 * imports, the modules of module-roles.ts), never by folder: moving a folder cannot silently change the chunks.
 */

/**
 * The UI runtime (Preact, which the app's `react` imports resolve to: preact-runtime.ts) and its companions: on every
 * page, and cached for a year once downloaded.
 */
const CORE_LIBRARIES = new Set([
  'preact',
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'i18next',
  'react-i18next',
]);
/**
 * The parts of those libraries that no page needs to start, by package and file. Through a library's index every page
 * seems to import them; Rolldown's own placement sees through the indexes, so that each goes where the pages that use
 * it are. React i18next's <Trans> (a text with markup, with its HTML parser: one form uses it) stays with that page;
 * TanStack Query's mutations and parallel queries (a form's submit) go to the kit, which the pages with forms download.
 * Left in 'vendor', they were 4.2 KB brotli of every first visit.
 */
const LATER_LIBRARY_FILES: Record<string, RegExp> = {
  'react-i18next': /\/(Trans|TransWithoutContext)\.js$/,
  'html-parse-stringify': /./,
  'void-elements': /./,
  '@tanstack/react-query': /\/(useMutation|useQueries)\.js$/,
  '@tanstack/query-core': /\/(mutationObserver|queriesObserver)\.js$/,
};
const FORM_LIBRARIES = new Set(['zod', 'react-hook-form', '@hookform/resolvers']);
const ICONS = 'lucide-react';

const inPackages = (packages: Set<string>) => (id: string) => packages.has(packageOf(id) ?? '');
const isLaterLibraryModule = (id: string) => LATER_LIBRARY_FILES[packageOf(id) ?? '']?.test(id) ?? false;
const isCoreLibrary = (id: string) => CORE_LIBRARIES.has(packageOf(id) ?? '') && !isLaterLibraryModule(id);
const isIcon = (id: string) => packageOf(id) === ICONS;

/**
 * App modules that may go to the kit: the app's own modules and the shared package's rules, not a library (those
 * have groups of their own or stay with the page that needs them) nor a translation catalogue, which downloads one
 * language at a time (src/i18n/lazy-catalogues.ts).
 */
function isKitCandidate(id: string, graph: ModuleGraph): boolean {
  return (packageOf(id) === null || inSharedPackage(id)) && !id.startsWith('\0') && !isCatalogue(id, graph);
}

/**
 * The kit: each icon and each app module that at least two lazily loaded pages use, provided it is light. A module
 * used by one page stays in that page's chunk. Icons are imported one by one (config/icon-imports.ts), so the graph
 * says which pages use which.
 */
function inKit(id: string, graph: ModuleGraph): boolean {
  if (isIcon(id)) return pagesImporting(id, graph) >= 2;
  if (!isKitCandidate(id, graph)) return false;
  const info = graph.getModuleInfo(id);
  // Imported lazily somewhere (a header menu, say): it downloads when needed, not with the kit.
  if (!info || info.dynamicImporters.length > 0) return false;
  return isLight(id, graph, new Set()) && pagesImporting(id, graph) >= 2;
}

/**
 * Whether a module imports only React and its companions, icons, the i18n instance and other light app modules:
 * anything else (zod, Radix, sonner, a page) would download with the kit on every page. An import through the
 * shared package's index is not light: the index re-exports every schema, and which of them the import binds to
 * is not in the module graph.
 */
function isLight(id: string, graph: ModuleGraph, seen: Set<string>): boolean {
  if (seen.has(id)) return true;
  seen.add(id);
  return (graph.getModuleInfo(id)?.importedIds ?? []).every(
    (dep) =>
      isCoreLibrary(dep) ||
      isIcon(dep) ||
      dep === moduleOf('i18n') ||
      (isKitCandidate(dep, graph) && dep !== moduleOf('sharedIndex') && isLight(dep, graph, seen)),
  );
}

/**
 * Whether the entry script imports this module, directly or through its own static imports. Not through the shared
 * package's index, which re-exports everything: what an import through it binds to is not in the module graph.
 */
function isInitial(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (seen.has(id) || id === moduleOf('sharedIndex') || isCatalogue(id, graph)) return false;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  if (!info) return false;
  return info.isEntry || info.importers.some((importer) => isInitial(importer, graph, seen));
}

/** How many lazily loaded modules (pages, mostly) reach this one through static imports, if one is public. */
function pagesImporting(id: string, graph: ModuleGraph): number {
  const pages = new Set<string>();
  const seen = new Set<string>();
  const climb = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const info = graph.getModuleInfo(current);
    if (!info) return;
    if (info.dynamicImporters.length > 0) pages.add(current);
    for (const importer of info.importers) climb(importer);
  };
  climb(id);
  const anyPublic = [...pages].some((page) => isPublic(page, graph));
  return anyPublic ? pages.size : 0;
}

/**
 * Whether a landing page (module-roles.ts: home, search results, city pairs) imports this module, directly or through
 * its own static imports: a first visit then needs it before the page can work.
 */
function onLandingPage(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  if (LANDING_PAGES.some((role) => moduleOf(role) === id)) return true;
  return (graph.getModuleInfo(id)?.importers ?? []).some((importer) => onLandingPage(importer, graph, seen));
}

/**
 * The back office's own modules: its screens (its routes' lazy imports) and what only they import, icons included.
 * Not a library: those stay in their groups, or with the screen that uses them.
 */
function isBackOfficeModule(id: string, graph: ModuleGraph): boolean {
  // Icons too: one that only staff screens use would otherwise be a file of a few hundred bytes of its own.
  const own = packageOf(id) === null || inSharedPackage(id) || isIcon(id);
  return own && !id.startsWith('\0') && !isPublic(id, graph);
}

/**
 * The staff chunk of a back-office module, or null for one that no staff screen imports statically: a screen's own
 * lazy import (the boarding screen's camera). Rolldown then gives it a chunk of its own, loaded only when the screen
 * asks for it; in a group it would download with that group, and the 'admin' fallback made a conductor opening the
 * camera download the back office's screens.
 */
function staffChunk(id: string, graph: ModuleGraph): string | null {
  const areas = staffAreasOf(id, graph);
  if (areas.size === 0) return null;
  if (areas.size === 2) return 'back-office';
  return areas.has('operator') ? 'operator' : 'admin';
}

/** The libraries every page runs at its start (compiled as they download: config/compile-hints.ts). */
export const VENDOR_CHUNK = 'vendor';

export const codeSplitting: Rolldown.OutputOptions['codeSplitting'] = {
  groups: [
    { name: VENDOR_CHUNK, test: isCoreLibrary, priority: 4 },
    { name: 'forms', test: inPackages(FORM_LIBRARIES), priority: 3 },
    // Only the back office's modules themselves: by default a group also takes in everything its modules import,
    // and the admin screens import the API client, i18n and the UI kit, which would then make every page download
    // the admin chunk.
    // The companies' workspace (/operator) has a chunk of its own, so that a manager's phone does not download the
    // back office; what both use (a table, a form's fields) goes to a third, 'back-office'.
    {
      name: (id, graph) => (isBackOfficeModule(id, graph) ? staffChunk(id, graph) : null),
      debugName: 'admin',
      priority: 2,
      includeDependenciesRecursively: false,
    },
    // What the entry imports statically downloads on every first visit anyway, and so does the part of the kit the
    // landing pages use: one file, in the first round of downloads, instead of a dozen over three rounds. The rest
    // of the kit (what only other pages share: a countdown, a ticket's fields, a password input, their icons) is a
    // file of its own, 'kit', that those pages download with their code: a first visit of the home page or of the
    // search results no longer carries it (13 KB brotli when it rode in the entry chunk).
    {
      name: (id, graph) => {
        if (isLaterLibraryModule(id)) return packageOf(id)?.startsWith('@tanstack/') ? 'kit' : null;
        if (isInitial(id, graph)) return 'shell';
        if (!inKit(id, graph)) return null;
        return onLandingPage(id, graph) ? 'shell' : 'kit';
      },
      debugName: 'shell',
      priority: 1,
      includeDependenciesRecursively: false,
    },
  ],
};
