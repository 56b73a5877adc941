// Writes dist/home.html: the built index.html with the home page drawn inside it (src/prerender/home.tsx, built by
// `vite build --ssr` into dist-prerender), which the API sends for `/` (apps/api/src/plugins/spa.ts). Run by
// `npm run build`, after both builds.
//
// A phone paints that HTML as soon as it and the stylesheet arrive. The app's scripts are not linked from it:
// public/boot.js requests them after that first paint, and main.tsx then takes the HTML over (hydrateRoot).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(web, 'dist');
const renderer = path.join(web, 'dist-prerender', 'home.js');

const { renderHome } = await import(pathToFileURL(renderer).href);
const markup = await renderHome();

const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = index.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
if (!entry) throw new Error('dist/index.html: no entry script found');
const html = index
  // No module script nor preload: they would download before the first paint, and Lighthouse's model counts
  // every script that did as needed for it (docs/BENCHMARKS.md). boot.js requests the entry after it.
  .replace(entry[0], `<script src="/boot.js" data-entry="${entry[1]}"></script>`)
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
if (!html.includes(markup)) throw new Error('dist/index.html: no <div id="root"></div> to draw into');

const file = path.join(dist, 'home.html');
writeFileSync(file, html);
writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
rmSync(path.dirname(renderer), { recursive: true, force: true });
console.log(`dist/home.html: the home page drawn at build time (${(html.length / 1024).toFixed(1)} KB)`);
// The renderer's query cache may hold retry timers for the lists it could not load (no API at build time).
process.exit(0);
