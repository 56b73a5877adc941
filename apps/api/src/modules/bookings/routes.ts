import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingChangeResultSchema,
  bookingChangeSchema,
  bookingConflictSchema,
  bookingSchema,
  bookingStatusUpdateSchema,
  createBookingSchema,
  errorResponseSchema,
  formatFcfa,
  idParamsSchema,
  successSchema,
  translate,
} from '@gbaka/shared';
import { z } from 'zod';
import { perAccountLimit, rateLimited } from '../../plugins/security';
import { deliverTicket } from '../tickets/deliver-ticket';
import { bookingViews } from './booking-views';
import { cancelByTraveller } from './cancel-booking';
import { changeBooking } from './change-booking';
import { createBooking } from './create-booking';
import { withTicket } from '../tickets/booking-ticket';
import { getBooking } from './get-booking';
import { myBookings } from './my-bookings';

const tags = ['bookings'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const withMessage = successSchema(bookingSchema).extend({ message: z.string() });

/**
 * The traveller's bookings under /api/travel/bookings (SPEC §7). Every route needs a signed-in user, checked
 * in onRequest so that an anonymous caller gets 401 before any validation tells them about the payload.
 */
const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const limits = {
    holdMinutes: app.config.HOLD_MINUTES,
    maxUnpaidBookings: app.config.MAX_UNPAID_BOOKINGS,
    maxUnpaidSeats: app.config.MAX_UNPAID_SEATS,
  };
  // Per address (the route's limit, like sign-in's), then per account once the caller is known.
  const perAccount = perAccountLimit(app, 'booking', app.config.BOOKING_RATE_LIMIT_PER_MINUTE);

  app.post(
    '/',
    {
      config: rateLimited(app.config.RATE_LIMIT_PER_MINUTE),
      preHandler: perAccount,
      schema: {
        tags,
        security,
        body: createBookingSchema,
        response: { 201: withMessage, 409: bookingConflictSchema, 429: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Its notices (a delay, a cancellation) are sent in the language the traveller booked in.
      const booking = await createBooking(app.db, request.user!.id, request.body, limits, new Date(), {
        channel: 'online',
        language: request.lang,
      });
      return reply.status(201).send({
        success: true as const,
        data: booking,
        message: translate(request.lang, 'bookingCreated', { minutes: limits.holdMinutes }),
      });
    },
  );

  app.get(
    '/my',
    { schema: { tags, security, response: { 200: successSchema(z.array(bookingSchema)), ...errors } } },
    async (request) => ({ success: true as const, data: await myBookings(app.db, request.user!.id) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: successSchema(bookingSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await withTicket(
        app.db,
        app.config.TICKET_SECRET,
        await getBooking(app.db, request.user!, request.params.id),
      ),
    }),
  );

  app.put(
    '/:id/status',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: bookingStatusUpdateSchema,
        response: { 200: withMessage, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { booking, refundAmount } = await cancelByTraveller(app.db, request.user!, request.params.id, {
        mailer: app.mailer,
        sms: app.sms,
        log: request.log,
        publicUrl: app.config.PUBLIC_URL,
      });
      const message =
        refundAmount > 0
          ? translate(request.lang, 'bookingCancelledRefund', { amount: formatFcfa(refundAmount) })
          : translate(request.lang, 'bookingCancelled');
      return { success: true as const, data: booking, message };
    },
  );

  app.post(
    '/:id/change',
    {
      config: rateLimited(app.config.RATE_LIMIT_PER_MINUTE),
      preHandler: perAccount,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: bookingChangeSchema,
        response: {
          200: successSchema(bookingChangeResultSchema).extend({ message: z.string() }),
          409: bookingConflictSchema,
          429: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const outcome = await changeBooking(
        app.db,
        request.user!,
        request.params.id,
        request.body,
        limits.holdMinutes,
      );
      // After the commit, as after a payment: the re-issued ticket by mail and SMS (a failure is only logged).
      if (outcome.applied) {
        await deliverTicket(
          { db: app.db, mailer: app.mailer, sms: app.sms, config: app.config, log: request.log },
          outcome.booking.id,
        );
      }
      const [booking] = await bookingViews(app.db, [outcome.booking]);
      const message =
        outcome.amountDue > 0
          ? translate(request.lang, 'bookingChangeAwaitingPayment', {
              minutes: limits.holdMinutes,
              amount: formatFcfa(outcome.amountDue, request.lang),
            })
          : outcome.refundDue > 0
            ? translate(request.lang, 'bookingChangedRefund', {
                amount: formatFcfa(outcome.refundDue, request.lang),
              })
            : translate(request.lang, 'bookingChanged');
      return {
        success: true as const,
        data: {
          booking: booking!,
          amountDue: outcome.amountDue,
          refundDue: outcome.refundDue,
          pendingChange: booking!.pendingChange ?? null,
        },
        message,
      };
    },
  );
};

export default bookingRoutes;
