import type { FastifyPluginAsync } from 'fastify';
import { listCityPairs } from './city-pair';
import { sitemapXml } from './sitemap';

/** /sitemap.xml, at the site's root: the public pages and every city-pair page (DESIGN §12). */
const sitemapRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = sitemapXml(await listCityPairs(app.db));
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(xml);
  });
};

export default sitemapRoutes;
