// What a browser downloads, in JavaScript, to show one page on a first visit: the entry script and the chunks it
// imports, the page's own chunk and its imports, and the translation catalogues the router preloads for it.
// Sizes of the .br and .gz files the build writes beside each asset (config/precompress.ts).
//
//   node scripts/first-load-weight.mjs <dist> <page chunk prefix> <namespaces, comma-separated> [language]
//   node scripts/first-load-weight.mjs dist-discovery home-page home,search,validation fr
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const [dist = 'dist', pagePrefix = 'home-page', namespaceList = 'home', language = 'fr'] =
  process.argv.slice(2);
const assets = path.join(dist, 'assets');
const read = (file) => readFileSync(path.join(assets, file), 'utf8');
const size = (file) => (existsSync(path.join(assets, file)) ? statSync(path.join(assets, file)).size : 0);
const files = readdirSync(assets);
const js = (name) => files.find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script type="module"[^>]*src="\/assets\/([^"]+)"/)[1];

/** The chunk and everything it imports statically. */
function closure(start, seen = new Set()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const [, dep] of read(start).matchAll(/(?:from|import)\s*["'`]\.\/([^"'`]+\.js)["'`]/g))
    closure(dep, seen);
  return seen;
}

const loaded = closure(entry);
const page = js(pagePrefix);
if (!page) throw new Error(`no chunk named ${pagePrefix}-*.js in ${assets}`);
closure(page, loaded);

const catalogues = read(files.find((f) => /^i18n-.*\.js$/.test(f)) ?? entry);
for (const namespace of namespaceList.split(',').filter(Boolean)) {
  const match =
    namespace === 'validation'
      ? catalogues.match(
          new RegExp(`messages/${language}\\.ts["'\`]:\\(\\)=>\\w+\\(\\(\\)=>import\\(["'\`]\\./([^"'\`]+)`),
        )
      : catalogues.match(
          new RegExp(
            `locales/${language}/${namespace}\\.json["'\`]:\\(\\)=>\\w+\\(\\(\\)=>import\\(["'\`]\\./([^"'\`]+)`,
          ),
        );
  if (match) closure(match[1], loaded);
  else console.warn(`catalogue ${language}/${namespace} not found`);
}
if (!catalogues.includes(`locales/${language}/common.json`)) console.warn('common catalogue not found');
const common = catalogues.match(
  new RegExp(`locales/${language}/common\\.json["'\`]:\\(\\)=>\\w+\\(\\(\\)=>import\\(["'\`]\\./([^"'\`]+)`),
);
if (common) closure(common[1], loaded);

const rows = [...loaded]
  .map((file) => ({
    file,
    raw: size(file),
    gz: size(`${file}.gz`) || size(file),
    br: size(`${file}.br`) || size(file),
  }))
  .sort((a, b) => b.br - a.br);
const kb = (n) => (n / 1024).toFixed(1).padStart(7);
console.log(`First load of the "${pagePrefix}" page (${language}), JavaScript only:\n`);
console.log('| chunk | raw KB | gzip KB | brotli KB |\n|---|---:|---:|---:|');
for (const r of rows) console.log(`| ${r.file} | ${kb(r.raw)} | ${kb(r.gz)} | ${kb(r.br)} |`);
const total = (key) => rows.reduce((sum, r) => sum + r[key], 0);
console.log(
  `| **total (${rows.length} files)** | ${kb(total('raw'))} | ${kb(total('gz'))} | ${kb(total('br'))} |`,
);
