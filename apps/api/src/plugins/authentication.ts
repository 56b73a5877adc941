import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@gbaka/shared';
import { forbidden, unauthorized } from '../lib/errors';
import { userRepository } from '../modules/users/repository';

export interface AuthUser {
  id: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** Set once the route asked who is calling: its answer depends on the caller. */
    identityChecked: boolean;
  }
  interface FastifyInstance {
    /** preHandler: a signed-in, not banned user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: the same, with role admin (403 otherwise). */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** preHandler: reads the token when present, anonymous otherwise. */
    identify: (request: FastifyRequest) => Promise<void>;
  }
}

const NO_STORE = 'no-store';

/**
 * Bearer access tokens. The user row is read on every authenticated request so that a ban, a role change, a
 * sign-out or a new password takes effect at once, not when the token expires.
 */
export default fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorateRequest('identityChecked', false);

  // No cache keeps an answer that depends on who asks (DESIGN §3), decided here once rather than route by route.
  // Every API answer starts private: a payment status, a reset or a sign-in answer carries a secret in its URL
  // or its body without any route saying so. The few answers that are the same for everyone (the catalogue,
  // the stations) allow caching themselves; an answer to a caller the route identified stays private whatever
  // the route set.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', NO_STORE);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.identityChecked && !String(reply.getHeader('cache-control') ?? '').includes(NO_STORE))
      reply.header('cache-control', NO_STORE);
    done(null, payload);
  });

  async function resolve(request: FastifyRequest): Promise<AuthUser | null> {
    request.identityChecked = true;
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    const claims = await app.accessTokens.verify(header.slice(7));
    if (!claims) throw unauthorized('sessionExpired');
    const row = await userRepository.findById(app.db, claims.sub);
    // A token issued before a sign-out or a new password carries an older version (DESIGN §3).
    if (!row || row.tokenVersion !== claims.ver) throw unauthorized('sessionExpired');
    if (row.isBanned) throw forbidden('accountBanned');
    return { id: row.id, role: row.role };
  }

  app.decorate('identify', async (request: FastifyRequest) => {
    request.user = await resolve(request);
  });
  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.user = await resolve(request);
    if (!request.user) throw unauthorized();
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    request.user = await resolve(request);
    if (!request.user) throw unauthorized();
    if (request.user.role !== 'admin') throw forbidden();
  });
});
