import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRefundSchema, idParamsSchema, translate } from '@gbaka/shared';
import { errors, listOf, security, withMessage } from '../responses';
import { markRefunded } from './mark-refunded';
import { listPendingRefunds } from './read-refunds';

const tags = ['admin: refunds'];

/** /api/admin/refunds: money to give back, and the record that it was (beyond the spec; SPEC §9 refunds). */
const adminRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags, security, response: { 200: listOf(adminRefundSchema), ...errors } } },
    async () => ({ success: true as const, data: await listPendingRefunds(app.db) }),
  );

  app.put(
    '/:id/refunded',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: withMessage(adminRefundSchema), ...errors },
      },
    },
    async (request) => {
      const { refund, alreadyRecorded } = await markRefunded(app.db, request.user!, request.params.id);
      return {
        success: true as const,
        data: refund,
        message: translate(request.lang, alreadyRecorded ? 'refundAlreadyRecorded' : 'refundRecorded'),
      };
    },
  );
};

export default adminRefundRoutes;
