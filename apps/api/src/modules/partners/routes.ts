import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, messageResponseSchema, partnerRequestSchema, translate } from '@gbaka/shared';
import { rateLimited } from '../../plugins/security';
import { submitPartnerRequest } from './submit-partner-request';

/** POST /api/partners/request: the public partnership form (SPEC §7 Partners). Its administration is elsewhere. */
const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/request',
    {
      config: rateLimited(app.config.RATE_LIMIT_PER_MINUTE),
      schema: {
        tags: ['partners'],
        body: partnerRequestSchema,
        response: { 201: messageResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await submitPartnerRequest(
        { db: app.db, mailer: app.mailer, log: request.log, publicUrl: app.config.PUBLIC_URL },
        request.body,
      );
      return reply
        .status(201)
        .send({ success: true as const, message: translate(request.lang, 'partnerRequestSent') });
    },
  );
};

export default partnerRoutes;
