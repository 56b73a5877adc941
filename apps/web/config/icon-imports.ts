import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

const PACKAGE = 'lucide-react';

/** `import { Bus, MapPin as Pin } from 'lucide-react'` (types already stripped by the TypeScript transform). */
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;
/** A line of the package's index: `export { default as Bus, default as BusIcon, … } from './icons/bus.mjs';` */
const INDEX_LINE = /export\s*\{([^}]*)\}\s*from\s*["']\.\/icons\/([\w-]+)\.mjs["']/g;

/**
 * Rewrites the app's imports of icons from lucide-react's index into one import per icon file
 * (`import Bus from 'lucide-react/icons/bus'`), as the package's exports allow.
 *
 * Through the index, every icon's only importer is the index itself, which the entry reaches: the module graph then
 * says neither which page uses which icon nor that a back-office icon is not the home page's, and the chunking
 * (chunks.ts) had to put all of them, about 90, in the entry chunk. Imported one by one, an icon goes where its pages
 * are. The bytes of each icon are the same either way.
 */
export function iconImports(): Plugin {
  let files: Map<string, string> | undefined;
  let indexId = '';
  return {
    name: 'gbaka:icon-imports',
    apply: 'build',
    async buildStart() {
      const index = await this.resolve(PACKAGE);
      if (!index) this.error(`config/icon-imports.ts: ${PACKAGE} does not resolve`);
      indexId = index.id;
      const source = await readFile(index.id, 'utf8');
      files = new Map();
      for (const [, names = '', file = ''] of source.matchAll(INDEX_LINE)) {
        for (const name of names.split(',')) {
          const alias = /default\s+as\s+(\w+)/.exec(name)?.[1];
          if (alias) files.set(alias, file);
        }
      }
      if (files.size === 0) this.error(`config/icon-imports.ts: no icon found in ${index.id}`);
    },
    // An import this plugin does not rewrite (`import * as icons`, a re-export) brings the index back, and with it
    // every icon into the entry chunk: say so rather than let the first load grow unnoticed.
    buildEnd(error) {
      if (error || !indexId) return;
      const importers = this.getModuleInfo(indexId)?.importers ?? [];
      if (importers.length > 0) {
        this.warn(
          `config/icon-imports.ts: ${importers.join(', ')} import(s) ${PACKAGE}'s index; import icons by name`,
        );
      }
    },
    transform: {
      filter: { id: { exclude: /node_modules/ }, code: { include: PACKAGE } },
      handler(code) {
        if (!files) return null;
        const known = files;
        let changed = false;
        const result = code.replace(NAMED_IMPORT, (statement, list: string) => {
          const specifiers = list
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
            .map((part) => {
              const [imported = '', local = imported] = part.split(/\s+as\s+/);
              return { imported, local, file: known.get(imported) };
            });
          // On one line, as the statement was: the lines below keep their numbers. Anything else from the package (its context, Icon, createLucideIcon) keeps the index import.
          const rest = specifiers.filter((specifier) => !specifier.file);
          if (rest.length === specifiers.length) return statement;
          changed = true;
          return [
            ...specifiers
              .filter((specifier) => specifier.file)
              .map((specifier) => `import ${specifier.local} from '${PACKAGE}/icons/${specifier.file}';`),
            ...(rest.length
              ? [`import { ${rest.map((r) => `${r.imported} as ${r.local}`).join(', ')} } from '${PACKAGE}';`]
              : []),
          ].join(' ');
        });
        return changed ? { code: result, map: null } : null;
      },
    },
  };
}
