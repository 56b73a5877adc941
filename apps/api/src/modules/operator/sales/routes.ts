import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingSchema,
  counterSaleSchema,
  errorResponseSchema,
  idempotencyHeadersSchema,
  successSchema,
} from '@gbaka/shared';
import { z } from 'zod';
import { errors, security } from '../../admin/responses';
import { withTicket } from '../../tickets/booking-ticket';
import { deliverTicket } from '../../tickets/deliver-ticket';
import { onlyFor, staffOf } from '../staff-access';
import { sellAtCounter } from './sell-at-counter';

const tags = ['operator: sales'];

/** /api/operator/sales: counter sales (DESIGN §10), by agents and managers. */
const operatorSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      config: onlyFor('agent'),
      schema: {
        tags,
        security,
        headers: idempotencyHeadersSchema,
        body: counterSaleSchema,
        response: {
          201: successSchema(bookingSchema),
          ...errors,
          409: errorResponseSchema.extend({ takenSeats: z.array(z.number()).optional() }),
        },
      },
    },
    async (request, reply) => {
      const { booking, fresh } = await sellAtCounter(
        app.db,
        staffOf(request),
        request.headers['idempotency-key'],
        request.body,
      );
      // The ticket by SMS (queued, retried) once the sale is committed, and only for the first answer.
      if (fresh && request.body.phone) {
        await deliverTicket(
          { db: app.db, mailer: app.mailer, sms: app.sms, config: app.config, log: request.log },
          booking._id,
        );
      }
      return reply
        .code(201)
        .send({ success: true as const, data: await withTicket(app.db, app.config.TICKET_SECRET, booking) });
    },
  );
};

export default operatorSaleRoutes;
