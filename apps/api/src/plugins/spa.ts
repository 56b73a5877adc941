import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/errors';
import { fetchInProcess, loadRenderer, pageHtml, pageLanguage, type Render } from './server-render';

/**
 * A public page's HTML may wait a minute in a proxy: its seat counts are then no staler than the search cache's
 * (DESIGN §12). It differs by language, which the cookie or Accept-Language chooses.
 */
const PUBLIC_PAGE_CACHE = 'public, max-age=60';

/**
 * Serves the built web app (apps/web/dist) with history fallback: any GET outside /api that is not a file is a page.
 * The public pages are rendered here (DESIGN §12) by the web app's server bundle (apps/web/dist-server), and the
 * browser hydrates them; the others get index.html, which the browser renders. Hashed assets are cached for a
 * year; index.html is always revalidated.
 */
export default fp(async (app) => {
  const root = app.config.WEB_DIST ?? defaultWebDist();
  const hasSpa = existsSync(path.join(root, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The API writes the sitemap (it lists the city-pair pages); an older build's static one must not clash with it.
      globIgnore: ['sitemap.xml'],
      // The web build writes .br and .gz beside each asset: phones on 3G get the smallest one they accept.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const template = hasSpa ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  const render = hasSpa ? await loadRenderer(root).catch(logMissing) : null;
  if (hasSpa && !render)
    app.log.warn('the web app has no server bundle: every page is rendered in the browser');

  function logMissing(error: unknown): null {
    app.log.error({ err: error }, 'the web app’s server bundle does not load');
    return null;
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api') && hasSpa;
    if (isPage && !path.extname(request.url.split('?')[0] ?? '')) {
      if (render && (await sendRenderedPage(render, request, reply))) return reply;
      // The traveller's own pages, the back office and the workspaces: never kept by a cache on the way.
      return sendHtml(request, reply.header('cache-control', 'no-store'), template);
    }
    throw notFound('routeNotFound');
  });

  /** Answers with the page rendered on the server; false when the browser is to render it (or rendering failed). */
  async function sendRenderedPage(
    render: Render,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<boolean> {
    const language = pageLanguage(request);
    try {
      const result = await render({
        url: request.url,
        origin: app.config.PUBLIC_URL,
        language,
        fetch: fetchInProcess(app),
      });
      if (result.kind === 'browser') return false;
      if (result.kind === 'redirect') {
        reply.header('cache-control', 'no-store').redirect(result.location, result.status);
        return true;
      }
      reply
        .code(result.status)
        .header('cache-control', result.status === 200 ? PUBLIC_PAGE_CACHE : 'no-cache')
        .header('content-language', language);
      sendHtml(request, reply, pageHtml(template, result, language));
      return true;
    } catch (error) {
      // The page still works, rendered by the browser: a failed render must never cost the visitor the page.
      request.log.error({ err: error }, 'server rendering failed; index.html sent instead');
      return false;
    }
  }
});

/** HTML compressed as the browser accepts (a rendered page is 20 to 60 KB, a fifth of that in brotli). */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8').header('vary', 'Accept-Encoding, Cookie, Accept-Language');
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}

function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/plugins in development, dist once bundled: both reach apps/web/dist.
  const candidates = [path.resolve(here, '../../../web/dist'), path.resolve(here, '../../web/dist')];
  return candidates.find((c) => existsSync(c)) ?? candidates[0]!;
}
