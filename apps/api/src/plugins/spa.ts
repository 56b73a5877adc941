import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { notFound } from '../lib/errors';

/**
 * Serves the built web app (apps/web/dist) with history fallback: any GET outside /api that is not a file gets
 * index.html. Hashed assets are cached for a year; index.html is always revalidated.
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
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api') && hasSpa;
    if (isPage && !path.extname(request.url.split('?')[0] ?? '')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw notFound('routeNotFound');
  });
});

function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/plugins in development, dist once bundled: both reach apps/web/dist.
  const candidates = [path.resolve(here, '../../../web/dist'), path.resolve(here, '../../web/dist')];
  return candidates.find((c) => existsSync(c)) ?? candidates[0]!;
}
