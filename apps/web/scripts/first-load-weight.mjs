// What a public page needs, in JavaScript, before it can respond on a first visit (issue 20). Its server-rendered
// HTML shows, and its links and GET forms work, before any script; what the page cannot do until React hydrates it is
// answer a tap that needs code. So the measure is the script a page needs to hydrate: the entry script and the chunks
// it imports, the page's own chunk and its imports, and the translation catalogues its route loads before hydration
// (main.tsx waits for them). What downloads once the page is interactive (lower sections, menus, forms' libraries on
// first use, the service worker's precache) is not counted, nor CSS, images, the HTML or the API's answers.
// Sizes of the .br and .gz files the build writes beside each asset (config/precompress.ts). Which chunk holds
// which source file comes from the build's manifest (dist/.vite/manifest.json), so chunk names do not matter.
//
//   node scripts/first-load-weight.mjs <dist> <page> <namespaces, comma-separated> [language]
//   node scripts/first-load-weight.mjs dist home-page home,search,messages fr
//
// <page> is a page module's file name (src/**/pages/<page>.tsx). Also imported by the budget test
// (e2e/budgets.spec.ts): `firstLoadWeight(dist, { page, namespaces })`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {{ file: string, raw: number, gz: number, br: number }} ChunkWeight
 * @typedef {{ page: string, namespaces: string[], language?: string }} FirstLoad
 * @typedef {{ key: string, file: string, imports?: string[], isEntry?: boolean }} ManifestChunk
 */

/**
 * The JavaScript files a first visit of one page downloads, with their sizes in bytes as sent (brotli, gzip) and
 * raw. Files under 1 kB are not precompressed and count at their raw size. Throws when the build has no such page
 * or catalogue, so that a renamed page cannot make a budget pass by measuring nothing.
 *
 * @param {string} dist the build folder (the one holding index.html and assets/)
 * @param {FirstLoad} firstLoad the page module's name ("home-page") and the namespaces its route preloads
 * @returns {{ rows: ChunkWeight[], total: { raw: number, gz: number, br: number } }}
 */
export function firstLoadWeight(dist, { page, namespaces, language = 'fr' }) {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build with build.manifest`);
  /** @type {ManifestChunk[]} */
  const chunks = Object.entries(JSON.parse(readFileSync(manifestFile, 'utf8'))).map(([key, chunk]) => ({
    key,
    ...chunk,
  }));
  const byKey = new Map(chunks.map((chunk) => [chunk.key, chunk]));
  const find = (test, what) => {
    const found = chunks.find(test);
    if (!found) throw new Error(`${what} not found in ${manifestFile}`);
    return found.file;
  };

  const loaded = new Set();
  /** The chunk and everything it imports statically. */
  const closure = (file) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const key of chunks.find((chunk) => chunk.file === file)?.imports ?? [])
      closure(byKey.get(key).file);
  };
  closure(find((chunk) => chunk.isEntry === true, 'the entry'));
  closure(find((chunk) => chunk.key.endsWith(`/pages/${page}.tsx`), `the page ${page}`));

  // The catalogues are lazy imports in the i18n backend's maps, `"./locales/fr/home.json":()=>p(()=>import("./…"))`
  // for the web's own and `{fr:()=>p(()=>import("./…"))…}` for the shared package's: a catalogue may share its chunk
  // with other modules, so the maps, not the manifest, say which file it is.
  const read = (file) => readFileSync(path.join(dist, file), 'utf8');
  const backend = chunks.find(
    (chunk) => chunk.file.endsWith('.js') && read(chunk.file).includes(`locales/${language}/common.json`),
  );
  if (!backend) throw new Error(`no chunk of ${dist} loads the ${language} catalogues`);
  for (const namespace of ['common', ...namespaces]) {
    const key =
      namespace === 'messages'
        ? `[{,]${language}:`
        : `["'\`]\\./locales/${language}/${namespace}\\.json["'\`]:`;
    const file = read(backend.file).match(
      new RegExp(`${key}\\(\\)=>\\w+\\(\\(\\)=>import\\(["'\`]\\./([^"'\`]+)`),
    )?.[1];
    if (!file) throw new Error(`catalogue ${language}/${namespace} not found in ${backend.file}`);
    closure(path.posix.join(path.posix.dirname(backend.file), file));
  }

  const size = (file) => (existsSync(path.join(dist, file)) ? statSync(path.join(dist, file)).size : 0);
  const rows = [...loaded]
    .map((file) => ({
      file: path.basename(file),
      raw: size(file),
      gz: size(`${file}.gz`) || size(file),
      br: size(`${file}.br`) || size(file),
    }))
    .sort((a, b) => b.br - a.br);
  const sum = (column) => rows.reduce((total, row) => total + row[column], 0);
  return { rows, total: { raw: sum('raw'), gz: sum('gz'), br: sum('br') } };
}

/** KB as this project writes them: kibibytes, one decimal. */
export const kb = (bytes) => (bytes / 1024).toFixed(1);

function printTable(page, language, { rows, total }) {
  const cell = (bytes) => kb(bytes).padStart(7);
  console.log(`First load of the "${page}" page (${language}), JavaScript only:\n`);
  console.log('| chunk | raw KB | gzip KB | brotli KB |\n|---|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.file} | ${cell(r.raw)} | ${cell(r.gz)} | ${cell(r.br)} |`);
  console.log(
    `| **total (${rows.length} files)** | ${cell(total.raw)} | ${cell(total.gz)} | ${cell(total.br)} |`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dist = 'dist', page = 'home-page', namespaceList = 'home', language = 'fr'] = process.argv.slice(2);
  const namespaces = namespaceList.split(',').filter(Boolean);
  printTable(page, language, firstLoadWeight(dist, { page, namespaces, language }));
}
