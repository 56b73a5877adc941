import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type Booking,
  bookingSchema,
  counterSaleSchema,
  errorResponseSchema,
  heldBookingSchema,
  heldBookingsQuerySchema,
  idempotencyHeadersSchema,
  idParamsSchema,
  successSchema,
  voidSaleSchema,
} from '@gbaka/shared';
import { z } from 'zod';
import { AppError } from '../../../lib/errors';
import { errors, security } from '../../admin/responses';
import { pushCounterMobileMoney } from '../../payments/initiate-payment';
import { createPaymentContext } from '../../payments/payment-context';
import { withTicket } from '../../tickets/booking-ticket';
import { deliverTicket } from '../../tickets/deliver-ticket';
import { onlyFor, staffOf } from '../staff-access';
import { receiptOf } from './get-receipt';
import { findHeldBookings, payAtCounter } from './pay-at-counter';
import { readSale } from './read-sale';
import { abandonHeldSale, sellAtCounter } from './sell-at-counter';
import { voidSale } from './void-sale';

const tags = ['operator: sales'];
/** A mobile-money sale answers the page where its payment can be followed (the sandbox's simulated prompt). */
const saleAnswerSchema = bookingSchema.extend({ paymentUrl: z.string().optional() });

/** /api/operator/sales: counter sales (DESIGN §10), by agents and managers. */
const operatorSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = createPaymentContext(app);
  /** The selling company reads the ticket (QR and boarding code) of a paid booking (DESIGN §10). */
  const ticketed = (booking: Booking) => withTicket(app.db, app.config.TICKET_SECRET, booking);
  const sale = async (request: FastifyRequest, id: string) =>
    ticketed(await readSale(app.db, staffOf(request), id));
  const ticketDeps = (log: typeof app.log) => ({
    db: app.db,
    mailer: app.mailer,
    sms: app.sms,
    config: app.config,
    log,
  });

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
          201: successSchema(saleAnswerSchema),
          ...errors,
          409: errorResponseSchema.extend({ takenSeats: z.array(z.number()).optional() }),
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const key = request.headers['idempotency-key'];
      const { payment, phone } = request.body;
      const { booking, fresh } = await sellAtCounter(app.db, staff, key, request.body, {
        holdMinutes: app.config.HOLD_MINUTES,
        language: request.lang,
      });
      if (!fresh) return reply.code(201).send({ success: true as const, data: await ticketed(booking) });
      if (payment.method === 'mobile_money') {
        try {
          const pushed = await pushCounterMobileMoney(payments, staff.userId, booking._id, {
            phone: payment.phone,
            wallet: payment.wallet ?? walletOf(payment.phone),
          });
          const paymentUrl = pushed.payerUrl ?? pushed.paymentUrl;
          return reply.code(201).send({ success: true as const, data: { ...booking, paymentUrl } });
        } catch (error) {
          if (error instanceof AppError) await abandonHeldSale(app.db, staff, key, booking._id);
          throw error;
        }
      }
      // The ticket by SMS (queued, retried) once the sale is committed, and only for the first answer.
      if (phone) await deliverTicket(ticketDeps(request.log), booking._id);
      return reply.code(201).send({ success: true as const, data: await ticketed(booking) });
    },
  );

  app.get(
    '/held',
    {
      config: onlyFor('agent'),
      schema: {
        tags,
        security,
        querystring: heldBookingsQuerySchema,
        response: { 200: successSchema(z.array(heldBookingSchema)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await findHeldBookings(app.db, staffOf(request), request.query.q),
    }),
  );

  app.get(
    '/:id',
    {
      config: onlyFor('agent'),
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: successSchema(bookingSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sale(request, request.params.id),
    }),
  );

  app.post(
    '/:id/void',
    {
      config: onlyFor('agent'),
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: voidSaleSchema,
        response: { 200: successSchema(bookingSchema), ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      await voidSale(app.db, staff, request.params.id, request.body.reason);
      return { success: true as const, data: await sale(request, request.params.id) };
    },
  );

  app.post(
    '/:id/pay',
    {
      config: onlyFor('agent'),
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: successSchema(bookingSchema), ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { fresh } = await payAtCounter(app.db, staff, request.params.id);
      if (fresh) await deliverTicket(ticketDeps(request.log), request.params.id);
      return { success: true as const, data: await sale(request, request.params.id) };
    },
  );

  app.get(
    '/:id/receipt',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: z.unknown().describe('application/pdf, 80 mm wide'), ...errors },
      },
    },
    async (request, reply) => {
      const { pdf, reference } = await receiptOf(
        app.db,
        app.config.TICKET_SECRET,
        staffOf(request),
        request.params.id,
        request.lang,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="recu-${reference}.pdf"`)
        .send(pdf);
    },
  );
};

/** The wallet a Côte d'Ivoire number belongs to by its prefix (01 Moov, 05 MTN, 07 Orange). */
function walletOf(phone: string) {
  const prefix = phone.replace(/^\+225/, '').slice(0, 2);
  return prefix === '01' ? 'moov' : prefix === '05' ? 'mtn' : 'orange';
}

export default operatorSaleRoutes;
