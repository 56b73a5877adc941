import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper';
import { INTL_WARM_UP_SCRIPT } from './server-render';

// The page handler with a stand-in for the web app's server bundle (the real one is checked by the browser tests,
// e2e/server-rendering.spec.ts): what it does with a page, a failure, a private page and a language.
const web = mkdtempSync(path.join(tmpdir(), 'gbaka-web-'));
mkdirSync(path.join(web, 'dist'));
mkdirSync(path.join(web, 'dist-server'));
writeFileSync(
  path.join(web, 'dist', 'index.html'),
  [
    '<!doctype html>',
    '<html lang="fr">',
    '  <head>',
    '    <meta name="description" content="défaut" />',
    '    <meta property="og:title" content="défaut" />',
    '    <title>Gbaka</title>',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    '  </body>',
    '</html>',
  ].join('\n'),
);
writeFileSync(
  path.join(web, 'dist-server', 'entry-server.js'),
  `export async function render({ url, language, fetch }) {
    const { pathname } = new URL(url, 'http://x');
    if (pathname === '/profile') return { kind: 'browser' };
    if (pathname === '/boom') throw new Error('render failed');
    const health = await (await fetch('/api/health')).json();
    return {
      kind: 'page',
      status: pathname === '/gone' ? 404 : 200,
      html: '<h1>Page ' + pathname + ' en ' + language + ', base ' + health.status + '</h1>',
      head: { title: 'Titre · Gbaka', metas: [{ attribute: 'name', key: 'description', content: 'La page' }],
        links: [{ rel: 'canonical', href: 'http://localhost:3000' + pathname }], jsonLd: [] },
      state: { queries: { text: '</script><script>alert(1)</script>' } },
      hydrate: pathname !== '/gone',
    };
  }`,
);

const { app } = await createTestApp({ WEB_DIST: path.join(web, 'dist') });
const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('pages rendered on the server', () => {
  it('sends the page in #root, its head tags, its state for hydration, and lets a proxy keep it a minute', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.vary).toContain('Cookie, Accept-Language');
    // The page's data came from the API in the same process.
    expect(res.body).toContain('<div id="root"><h1>Page / en fr, base ok</h1></div>');
    expect(res.body).toContain('<html lang="fr">');
    expect(res.body).toContain('<title>Titre · Gbaka</title>');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/"');
    expect(res.body).not.toContain('défaut');
    // The state cannot close its script element.
    expect(res.body).toContain('<script type="application/json" id="server-state">');
    expect(res.body).not.toContain('</script><script>alert(1)');
    // Its script starts once it has painted: index.html's entry and preloads are handed over, after the stylesheet.
    expect(res.body).not.toContain('modulepreload');
    expect(res.body).not.toContain('src="/assets/index-1.js"');
    const starter =
      '<script type="module" src="/start-after-paint.js" data-entry="/assets/index-1.js" data-preload="/assets/vendor-1.js"></script>';
    expect(res.body.indexOf(starter)).toBeGreaterThan(res.body.indexOf('index-1.css'));
    // The browser's locale data is set up while the stylesheet downloads, by the one inline script the policy allows.
    const warmUp = `<script>${INTL_WARM_UP_SCRIPT}</script>`;
    expect(res.body.indexOf(warmUp)).toBeGreaterThan(0);
    expect(res.body.indexOf(warmUp)).toBeLessThan(res.body.indexOf('index-1.css'));
    const hash = createHash('sha256').update(INTL_WARM_UP_SCRIPT).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  it('writes the page in the language of the address, else of the lang cookie, else of Accept-Language', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/help', { cookie: 'lang=en' }, 'en'],
      ['/help', { 'accept-language': 'en-GB,en;q=0.9' }, 'en'],
      ['/help', { cookie: 'lang=es', 'accept-language': 'en' }, 'es'],
      ['/help?lang=en', { cookie: 'lang=es' }, 'en'],
      ['/help', { cookie: 'lang=de', 'accept-language': 'de' }, 'fr'],
    ];
    for (const [url, headers, language] of cases) {
      const res = await page(url, headers);
      expect(res.body, JSON.stringify(headers)).toContain(`<html lang="${language}">`);
      expect(res.body).toContain(` en ${language}, base ok</h1>`);
      expect(res.headers['content-language']).toBe(language);
    }
  });

  it('compresses the page for a browser that accepts brotli', async () => {
    const res = await page('/routes', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>Page /routes en fr, base ok</h1>');
  });

  it('answers 404 with the rendered not-found page, which the browser renders afresh', async () => {
    const res = await page('/gone');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<h1>Page /gone en fr, base ok</h1>');
    expect(res.body).not.toContain('server-state');
  });

  it('sends index.html as it is, never stored, for a page the browser renders or a render that failed', async () => {
    for (const url of ['/profile', '/boom']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<title>Gbaka</title>');
      // Nothing to show before the script: it starts at once.
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
      expect(res.body).not.toContain('start-after-paint');
      expect(res.body).not.toContain('Intl');
    }
  });

  it('leaves files and the API alone', async () => {
    expect((await page('/api/nothing')).statusCode).toBe(404);
    expect((await page('/missing.js')).statusCode).toBe(404);
  });
});
