import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardingJwksSchema as jwksSchema } from '@gbaka/shared';
import { signingKeys } from './signing-keys';

/**
 * GET /api/boarding/keys: the public keys that verify tickets' QR codes, as a JWKS (DESIGN §10), for the
 * conductors' phones to verify tickets with no network. The same for everyone, so caches may keep it briefly;
 * a rotation reaches phones within five minutes, and the previous key keeps verifying meanwhile.
 */
const boardingKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/keys',
    { schema: { tags: ['boarding'], response: { 200: jwksSchema } } },
    async (_request, reply) => {
      // A first deployment has no key until a ticket is signed; make one so the set is never empty.
      await signingKeys.current(app.db, app.config.TICKET_SECRET);
      reply.header('cache-control', 'public, max-age=300');
      return signingKeys.jwks(app.db);
    },
  );
};

export default boardingKeyRoutes;
