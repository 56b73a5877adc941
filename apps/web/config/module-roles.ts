import type { Plugin, Rolldown } from 'vite';

/**
 * The modules that the chunking (chunks.ts) and the precache (pwa.ts) name, by the specifiers the app imports them
 * with rather than by folder: the build resolves each one as the app does (alias, package exports) and stops with
 * an error if one no longer resolves. A moved folder thus either still resolves or fails the build; it cannot leave
 * a chunk rule matching nothing.
 */
const SPECIFIERS = {
  /** The i18next instance: every page imports it. */
  i18n: '@/i18n',
  /** The i18n backend: what it imports lazily are the translation catalogues, one file per language and namespace. */
  catalogueLoader: '@/i18n/lazy-catalogues',
  /** The back office's routes: what they import lazily, and what only that uses, is the back office. */
  adminRoutes: '@/app/admin-routes',
  /** The companies' workspace's routes (/operator): likewise, never loaded by a traveller. */
  operatorRoutes: '@/app/operator-routes',
  /** The workspace's layout (its guard) and the conductor's boarding screen: kept for offline use once opened (pwa.ts). */
  operatorLayout: '@/features/operator/components/layout/operator-layout',
  boardingScreen: '@/features/operator/boarding/pages/boarding-page',
  /** The shared package's index, which re-exports every schema. */
  sharedIndex: '@gbaka/shared',
  /**
   * The public pages a visit lands on (from a search engine, a shared link, the address bar): the home page, the
   * search results and the city-pair pages. What they share with other pages downloads with the entry script; what
   * only other pages share does not (config/chunks.ts).
   */
  homePage: '@/features/home/pages/home-page',
  searchPage: '@/features/booking/pages/search-page',
  cityPairPage: '@/features/city-pairs/pages/city-pair-page',
} as const;

/** The roles of the landing pages, in SPECIFIERS. */
export const LANDING_PAGES = ['homePage', 'searchPage', 'cityPairPage'] as const;

type Role = keyof typeof SPECIFIERS;

const resolved = new Map<Role, string>();

/** The module id of a role; only during a build, once the plugin below has resolved them. */
export function moduleOf(role: Role): string {
  const id = resolved.get(role);
  if (!id) throw new Error(`config/module-roles.ts: ${role} is read before the build resolved it`);
  return id;
}

/** Resolves every role at the start of the build, as the app's own imports are resolved. */
export function moduleRoles(): Plugin {
  return {
    name: 'gbaka:module-roles',
    apply: 'build',
    async buildStart() {
      for (const [role, specifier] of Object.entries(SPECIFIERS) as [Role, string][]) {
        const found = await this.resolve(specifier);
        if (!found || found.external) {
          this.error(
            `config/module-roles.ts: "${specifier}" (${role}) does not resolve; the chunking needs it`,
          );
        }
        resolved.set(role, found.id);
      }
    },
    // An alias resolves even to a file that is not there: the graph says whether the app really has the module, and
    // whether the lazy imports the rules read are still lazy.
    buildEnd(error) {
      if (error) return;
      for (const [role, id] of resolved) {
        if (!this.getModuleInfo(id))
          this.error(`config/module-roles.ts: ${role} (${id}) is not part of the app`);
      }
      for (const role of ['catalogueLoader', 'adminRoutes', 'operatorRoutes'] as const) {
        if (!this.getModuleInfo(moduleOf(role))?.dynamicallyImportedIds.length) {
          this.error(`config/module-roles.ts: ${role} imports nothing lazily; the chunking expects it to`);
        }
      }
    },
  };
}

/** The part of the module graph these functions read: what codeSplitting and a plugin's context both offer. */
export type ModuleGraph = { getModuleInfo(id: string): Rolldown.ModuleInfo | null };

/** The npm package a module belongs to, from its path under node_modules; null for the app's own modules. */
export function packageOf(id: string): string | null {
  const path = id.replaceAll('\\', '/');
  const at = path.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const [first = '', second = ''] = path.slice(at + '/node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/** Whether a module belongs to the shared package: its index's folder or below. */
export function inSharedPackage(id: string): boolean {
  const index = moduleOf('sharedIndex');
  const root = index.slice(0, Math.max(index.lastIndexOf('/'), index.lastIndexOf('\\')) + 1);
  return id.startsWith(root);
}

/** A translation catalogue: one the i18n backend imports lazily (src/i18n/lazy-catalogues.ts). */
export function isCatalogue(id: string, graph: ModuleGraph): boolean {
  return graph.getModuleInfo(moduleOf('catalogueLoader'))?.dynamicallyImportedIds.includes(id) ?? false;
}

/** The routes whose lazy imports are staff screens (the back office, the companies' workspace). */
const STAFF_ROUTES = ['adminRoutes', 'operatorRoutes'] as const;
export type StaffArea = 'admin' | 'operator';

/** The lazily loaded screens and layouts of the back office and of the companies' workspace, as their routes import them. */
export function backOfficeScreens(graph: ModuleGraph): readonly string[] {
  return STAFF_ROUTES.flatMap((role) => graph.getModuleInfo(moduleOf(role))?.dynamicallyImportedIds ?? []);
}

/**
 * Which staff areas' screens reach this module by static imports: 'admin', 'operator' or both. A module of the
 * workspace alone then downloads with the workspace, not with the back office (and the other way round).
 */
export function staffAreasOf(id: string, graph: ModuleGraph): Set<StaffArea> {
  const screens = {
    admin: new Set(graph.getModuleInfo(moduleOf('adminRoutes'))?.dynamicallyImportedIds ?? []),
    operator: new Set(graph.getModuleInfo(moduleOf('operatorRoutes'))?.dynamicallyImportedIds ?? []),
  };
  const areas = new Set<StaffArea>();
  const seen = new Set<string>();
  const climb = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    if (screens.admin.has(current)) areas.add('admin');
    if (screens.operator.has(current)) areas.add('operator');
    for (const importer of graph.getModuleInfo(current)?.importers ?? []) climb(importer);
  };
  climb(id);
  return areas;
}

const publicModules = new WeakMap<ModuleGraph, Map<string, boolean>>();

/**
 * Whether a traveller's browser can load this module: the entry reaches it by static or lazy imports without going
 * through a lazy import of the back office's or the workspace's routes. Memoised per graph: each answer also settles every module the
 * search went through.
 */
export function isPublic(id: string, graph: ModuleGraph): boolean {
  let known = publicModules.get(graph);
  if (!known) publicModules.set(graph, (known = new Map()));
  const cached = known.get(id);
  if (cached !== undefined) return cached;
  const staffRoutes = new Set(STAFF_ROUTES.map(moduleOf));
  // Climbs the importers; every module on a path found to the entry is public too.
  const seen = new Set<string>();
  const climb = (current: string): boolean => {
    const settled = known.get(current);
    if (settled !== undefined) return settled;
    if (seen.has(current)) return false;
    seen.add(current);
    const info = graph.getModuleInfo(current);
    if (!info) return false;
    const found =
      info.isEntry ||
      info.importers.some(climb) ||
      info.dynamicImporters.some((importer) => !staffRoutes.has(importer) && climb(importer));
    if (found) known.set(current, true);
    return found;
  };
  const result = climb(id);
  // Not found: nothing the search went through reaches the entry either.
  if (!result) for (const visited of seen) known.set(visited, false);
  return result;
}
