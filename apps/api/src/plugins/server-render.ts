import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, pickLanguage, type Language } from '@gbaka/shared';
import { escapeHtml } from '../lib/html';

/** What apps/web/src/entry-server.tsx exports (the web app's server bundle, dist-server/entry-server.js). */
interface PageHead {
  title: string;
  metas: { attribute: 'name' | 'property'; key: string; content: string }[];
  links: { rel: string; href: string; hreflang?: string }[];
  jsonLd: Record<string, unknown>[];
}
export type RenderResult =
  | { kind: 'browser' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; head: PageHead | null; state: unknown; hydrate: boolean };
export type Render = (input: {
  url: string;
  origin: string;
  language: string;
  fetch: typeof fetch;
}) => Promise<RenderResult>;

/** The web app's server bundle beside its browser build (apps/web/dist-server next to apps/web/dist), if built. */
export async function loadRenderer(webDist: string): Promise<Render | null> {
  const entry = path.join(path.dirname(webDist), 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { render?: Render };
  return typeof module.render === 'function' ? module.render : null;
}

/**
 * The visitor's language (DESIGN §12): the one the address asks (`?lang=`, the hreflang links), else the `lang`
 * cookie the language menu sets, else Accept-Language, else French.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const asked = new URL(request.url, 'http://page').searchParams.get('lang');
  const cookie = request.cookies?.lang;
  for (const candidate of [asked, cookie]) {
    if ((LANGUAGES as readonly string[]).includes(candidate ?? '')) return candidate as Language;
  }
  return pickLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

/**
 * A `fetch` that answers the render's API requests (`/api/…`) in this process through Fastify's `inject`: the same
 * routes, validation and answers as over the network, without a socket. Anonymous: a rendered page is a visitor's.
 */
export function fetchInProcess(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    delete headers.authorization;
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined)
        answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = [204, 304].includes(response.statusCode);
    return new Response(empty ? null : response.rawPayload, {
      status: response.statusCode,
      headers: answerHeaders,
    });
  };
}

/** index.html with the rendered page in #root, its state for hydration, its language and its head tags. */
export function pageHtml(
  template: string,
  page: Extract<RenderResult, { kind: 'page' }>,
  language: Language,
): string {
  let html = template.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  if (page.head) {
    // The page's own tags replace index.html's defaults.
    html = html
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/\s*<meta\s+(name="(description|twitter:[^"]+)"|property="og:[^"]+")[^>]*>/g, '')
      .replace('</head>', `${headTags(page.head)}</head>`);
  }
  // JSON in a data script, which the Content-Security-Policy lets through (no script runs): `<` escaped so that no
  // text in it closes the element.
  const state = page.hydrate
    ? `<script type="application/json" id="server-state">${JSON.stringify(page.state).replace(/</g, '\\u003c')}</script>`
    : '';
  return startAfterPaint(warmUpIntl(html)).replace(
    '<div id="root"></div>',
    `<div id="root">${page.html}</div>${state}`,
  );
}

/**
 * The first Intl formatter a tab builds sets up the browser's locale data: 20 to 40 ms of a laptop's CPU, in one
 * task, whatever the language or the format, and four times that on a slow phone; the next ones cost a tenth of a
 * millisecond. Built by the app, it was the longest task between the first paint and a page that answers taps. This
 * script builds it while the stylesheet downloads, which the first paint waits for anyway: it runs as the parser
 * reaches it, before the stylesheet's link, where nothing waits on it. The Content-Security-Policy allows it by its
 * hash (plugins/security.ts).
 */
export const INTL_WARM_UP_SCRIPT = 'new Intl.DateTimeFormat(document.documentElement.lang);';

function warmUpIntl(html: string): string {
  return html.replace(
    '<link rel="stylesheet"',
    `<script>${INTL_WARM_UP_SCRIPT}</script>\n    <link rel="stylesheet"`,
  );
}

/**
 * A rendered page shows before its script runs, so its script starts once the page has painted
 * (apps/web/public/start-after-paint.js): on a slow network the first paint then has the HTML's and the stylesheet's
 * bandwidth to itself (Lighthouse mobile, slow 4G: first paint 2.0 → 1.0 s; docs/BENCHMARKS.md). index.html's entry
 * script and module preloads are handed to it as data.
 */
function startAfterPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) return html;
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const withoutScripts = preloads.reduce((rest, [tag]) => rest.replace(tag, ''), html.replace(entry[0], ''));
  const start = `<script type="module" src="/start-after-paint.js" data-entry="${entry[1]}" data-preload="${preloads
    .map(([, href]) => href)
    .join(' ')}"></script>`;
  return withoutScripts.replace('</head>', `  ${start}\n  </head>`);
}

function headTags(head: PageHead): string {
  const marker = 'data-server-meta';
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.metas.map(
      (m) => `<meta ${m.attribute}="${escapeHtml(m.key)}" content="${escapeHtml(m.content)}" ${marker} />`,
    ),
    ...head.links.map(
      (l) =>
        `<link rel="${escapeHtml(l.rel)}" href="${escapeHtml(l.href)}"${
          l.hreflang ? ` hreflang="${escapeHtml(l.hreflang)}"` : ''
        } ${marker} />`,
    ),
    ...head.jsonLd.map(
      (block) =>
        `<script type="application/ld+json" ${marker}>${JSON.stringify(block).replace(/</g, '\\u003c')}</script>`,
    ),
  ];
  return `    ${tags.join('\n    ')}\n  `;
}
