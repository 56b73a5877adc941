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

/**
 * Bearer access tokens. The user row is read on every authenticated request so that a ban or a role change takes
 * effect at once, not when the token expires.
 */
export default fp(async (app) => {
  app.decorateRequest('user', null);

  async function resolve(request: FastifyRequest): Promise<AuthUser | null> {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    const claims = await app.accessTokens.verify(header.slice(7));
    if (!claims) throw unauthorized('sessionExpired');
    const row = await userRepository.findById(app.db, claims.sub);
    if (!row) throw unauthorized('sessionExpired');
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
