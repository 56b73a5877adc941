import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COMPANY_ROLES, roleAllows, type CompanyRole } from '@gbaka/shared';
import { forbidden } from '../../lib/errors';
import { staffRepository } from './staff-repository';

/** Who calls an operator route: a user, the company they belong to and their role there. */
export interface Staff {
  userId: string;
  companyId: string;
  role: CompanyRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff: Staff | null;
  }
  interface FastifyContextConfig {
    /** The company roles an operator route admits (managers always pass); every staff role when absent. */
    roles?: readonly CompanyRole[];
  }
}

/** Route option: only these company roles (and managers) may call the route. */
export const onlyFor = (...roles: CompanyRole[]) => ({ roles });

/**
 * The company boundary, decided once for every /api/operator route (DESIGN §9): the caller must be signed in
 * (401) and belong to a company (403), with a role the route admits (403). The company is the membership's and
 * never the request's, so that a request cannot name another company; the use cases receive it and hand it to
 * every repository call. Runs at onRequest, before the body is parsed, as the back office's guard does.
 */
export function guardOperatorRoutes(app: FastifyInstance) {
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request);
    const membership = await staffRepository.find(app.db, request.user!.id);
    if (!membership) throw forbidden('notCompanyStaff');
    if (!roleAllows(membership.role, request.routeOptions.config.roles ?? COMPANY_ROLES))
      throw forbidden('roleNotAllowed');
    request.staff = { userId: membership.userId, companyId: membership.companyId, role: membership.role };
    // Every answer here is the caller's company's own.
    reply.header('cache-control', 'no-store');
  });
}

/** The caller resolved by the guard (the routes below it always have one). */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw forbidden('notCompanyStaff');
  return request.staff;
}
