import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  successSchema,
  trackingParamsSchema,
  trackingResultSchema,
  trackingStatusLabel,
  translate,
} from '@gbaka/shared';
import { z } from 'zod';
import { rateLimited } from '../../plugins/security';
import { trackBooking } from './track-booking';

/** GET /api/travel/bookings/{idOrReference}/track: public, rate-limited, the caller identified when signed in. */
const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:idOrReference/track',
    {
      config: rateLimited(app.config.TRACKING_RATE_LIMIT_PER_MINUTE),
      preHandler: app.identify,
      schema: {
        tags: ['tracking'],
        params: trackingParamsSchema,
        response: {
          200: successSchema(trackingResultSchema).extend({ message: z.string() }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await trackBooking(app.db, request.params.idOrReference, request.user, request.lang);
      // Personal data, and the answer depends on who asks and when: never stored by any cache.
      reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        data,
        message: translate(request.lang, trackingStatusLabel(data.currentTracking.status)),
      };
    },
  );
};

export default trackingRoutes;
