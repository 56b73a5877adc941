import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '@gbaka/shared';
import { z } from 'zod';
import { notFound } from '../../../lib/errors';
import { signingKeys } from '../../tickets/signing-keys';
import { auditRepository } from '../audit-repository';
import { errors, security, withMessage } from '../responses';

const tags = ['admin: boarding'];
const keySchema = z.object({ kid: z.string() });

/**
 * /api/admin/boarding/keys: rotating the keys that sign tickets (DESIGN §10). A rotation adds a key that signs
 * from then on; the older ones keep verifying (and stay in the JWKS) until retired. A retired key leaves the
 * JWKS at once (phones drop it at their next download), and the tickets it signed are refused as forged, so
 * retire a key once its tickets have travelled, or at once if it leaked.
 */
const adminBoardingKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/rotate',
    { schema: { tags, security, response: { 201: withMessage(keySchema), ...errors } } },
    async (request, reply) => {
      const kid = await app.db.transaction(async (tx) => {
        const created = await signingKeys.rotate(tx, app.config.TICKET_SECRET);
        await auditRepository.record(tx, {
          actorId: request.user!.id,
          action: 'signing_key.rotate',
          entity: 'signing_key',
          entityId: created,
        });
        return created;
      });
      return reply.status(201).send({
        success: true as const,
        data: { kid },
        message: translate(request.lang, 'signingKeyRotated'),
      });
    },
  );

  app.post(
    '/:kid/retire',
    {
      schema: {
        tags,
        security,
        params: z.object({ kid: z.string().min(1).max(64) }),
        response: { 200: withMessage(keySchema), ...errors },
      },
    },
    async (request) => {
      const { kid } = request.params;
      await app.db.transaction(async (tx) => {
        if (!(await signingKeys.retire(tx, kid))) throw notFound('signingKeyNotFound');
        await auditRepository.record(tx, {
          actorId: request.user!.id,
          action: 'signing_key.retire',
          entity: 'signing_key',
          entityId: kid,
        });
      });
      return { success: true as const, data: { kid }, message: translate(request.lang, 'signingKeyRetired') };
    },
  );
};

export default adminBoardingKeyRoutes;
