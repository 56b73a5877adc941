import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boardBodySchema,
  boardingBookingSchema,
  boardingResultSchema,
  boardingVerifySchema,
  boardParamsSchema,
  errorResponseSchema,
  translate,
} from '@gbaka/shared';
import { z } from 'zod';
import { errors, security, withMessage } from '../responses';
import { boardPassenger } from './board-passenger';
import { verifyBoarding } from './verify-boarding';

const tags = ['admin: boarding'];

/** /api/admin/boarding: checking tickets at the bus door (beyond the spec). */
const adminBoardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/verify',
    {
      schema: {
        tags,
        security,
        body: boardingVerifySchema,
        response: { 200: withMessage(boardingResultSchema), ...errors },
      },
    },
    async (request) => {
      const { result, message } = await verifyBoarding(app.db, app.config.TICKET_SECRET, request.body);
      return {
        success: true as const,
        data: result,
        message: translate(request.lang, message.key, message.params),
      };
    },
  );

  app.post(
    '/:bookingId/board',
    {
      schema: {
        tags,
        security,
        params: boardParamsSchema,
        body: boardBodySchema,
        response: {
          200: withMessage(boardingBookingSchema),
          ...errors,
          409: errorResponseSchema.extend({
            reason: z.string().optional(),
            boardedAt: z.string().nullable().optional(),
          }),
        },
      },
    },
    async (request) => {
      const booking = await boardPassenger(
        app.db,
        request.user!,
        request.params.bookingId,
        request.body.tripId,
      );
      return { success: true as const, data: booking, message: translate(request.lang, 'passengerBoarded') };
    },
  );
};

export default adminBoardingRoutes;
