import type { Rolldown } from 'vite';

/**
 * How the build splits the app into files (Rolldown's `output.codeSplitting`).
 *
 * Left to itself, Rolldown gives every set of pages that share a module a chunk of its own: the home page downloaded
 * 39 files, most under 1 kB. Over HTTP/1.1 a browser opens six connections to a host and each request costs a round
 * trip (150 ms on the slow 4G that Lighthouse simulates), so those files cost more time than their bytes. The groups
 * below keep the bytes a page downloads about the same, in a third as many files.
 */

/** React and its companions: on every page, and cached for a year once downloaded. */
const coreLibraries =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)[\\/]/;
const formLibraries = /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/;
const adminScreen = /[\\/]src[\\/]features[\\/]admin[\\/]/;
const icon = /node_modules[\\/]lucide-react[\\/]/;
/** App modules that may go to the kit: the UI kit, layout and helpers, and the shared package's rules. */
const kitCandidate =
  /[\\/]apps[\\/]web[\\/]src[\\/](components|lib)[\\/]|[\\/]packages[\\/]shared[\\/]src[\\/]/;
/** Translation catalogues download one language at a time (src/i18n/lazy-catalogues.ts): never in a shared chunk. */
const catalogue = /[\\/]locales[\\/]|[\\/]shared[\\/]src[\\/]messages[\\/]/;
const i18nInstance = /[\\/]src[\\/]i18n[\\/]index\.ts$/;
const sharedIndex = /[\\/]packages[\\/]shared[\\/]src[\\/]index\.ts$/;

type ModuleGraph = { getModuleInfo(id: string): Rolldown.ModuleInfo | null };

/**
 * The kit: every icon (about 90, 6 kB once compressed together, far less than a request each), and each app module
 * that at least two lazily loaded pages use, provided it is light. A module used by one page stays in that page's
 * chunk.
 */
function inKit(id: string, graph: ModuleGraph): boolean {
  if (icon.test(id)) return true;
  if (!kitCandidate.test(id) || catalogue.test(id)) return false;
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
      coreLibraries.test(dep) ||
      icon.test(dep) ||
      i18nInstance.test(dep) ||
      (kitCandidate.test(dep) && !catalogue.test(dep) && !sharedIndex.test(dep) && isLight(dep, graph, seen)),
  );
}

/**
 * Whether the entry script imports this module, directly or through its own static imports. Not through the shared
 * package's index, which re-exports everything: what an import through it binds to is not in the module graph.
 */
function isInitial(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (seen.has(id) || sharedIndex.test(id) || catalogue.test(id)) return false;
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
  const anyPublic = [...pages].some((page) => !adminScreen.test(page));
  return anyPublic ? pages.size : 0;
}

export const codeSplitting: Rolldown.OutputOptions['codeSplitting'] = {
  groups: [
    { name: 'vendor', test: coreLibraries, priority: 4 },
    { name: 'forms', test: formLibraries, priority: 3 },
    // Only the admin screens themselves: by default a group also takes in everything its modules import, and the
    // admin screens import the API client, i18n and the UI kit, which would then make every page download the
    // admin chunk.
    { name: 'admin', test: adminScreen, priority: 2, includeDependenciesRecursively: false },
    // What the entry imports statically downloads on every first visit anyway, and so does the kit (almost every
    // page uses it): one file, in the first round of downloads, instead of a dozen over three rounds.
    {
      name: (id, graph) => (isInitial(id, graph) || inKit(id, graph) ? 'shell' : null),
      priority: 1,
      includeDependenciesRecursively: false,
    },
  ],
};
