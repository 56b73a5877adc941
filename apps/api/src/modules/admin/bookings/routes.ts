import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBookingSchema,
  adminBookingStatusSchema,
  adminBookingsQuerySchema,
  bookingCountsSchema,
  idParamsSchema,
  messageResponseSchema,
  pageSchema,
  purgeResultSchema,
  successSchema,
  translate,
} from '@gbaka/shared';
import { deliverTicket } from '../../tickets/deliver-ticket';
import { errors, security, withMessage } from '../responses';
import { changeBookingStatus } from './change-status';
import { deleteBooking, purgeCorruptedBookings, purgeOldBookings } from './delete-bookings';
import { countBookings, getBooking, listBookings } from './read-bookings';

const tags = ['admin: bookings'];

/** /api/admin/bookings (SPEC §7 Admin: Bookings). */
const adminBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/count',
    { schema: { tags, security, response: { 200: successSchema(bookingCountsSchema), ...errors } } },
    async () => ({ success: true as const, data: await countBookings(app.db) }),
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        querystring: adminBookingsQuerySchema,
        response: {
          200: pageSchema(adminBookingSchema),
          ...errors,
        },
      },
    },
    async (request) => ({ success: true as const, ...(await listBookings(app.db, request.query)) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: successSchema(adminBookingSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await getBooking(app.db, request.params.id) }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: adminBookingStatusSchema,
        response: { 200: withMessage(adminBookingSchema), ...errors },
      },
    },
    async (request) => {
      const { booking, sendTicket } = await changeBookingStatus(
        app.db,
        request.user!,
        request.params.id,
        request.body.status,
      );
      // After the commit, as for an online payment: the passenger gets the ticket by e-mail and SMS.
      if (sendTicket)
        await deliverTicket(
          { db: app.db, mailer: app.mailer, sms: app.sms, config: app.config, log: request.log },
          booking._id,
        );
      return {
        success: true as const,
        data: booking,
        message: translate(request.lang, 'bookingStatusUpdated'),
      };
    },
  );

  app.delete(
    '/old',
    { schema: { tags, security, response: { 200: withMessage(purgeResultSchema), ...errors } } },
    async (request) => {
      const deleted = await purgeOldBookings(app.db, request.user!);
      return {
        success: true as const,
        data: { deleted },
        message: translate(request.lang, 'oldBookingsDeleted', { count: deleted }),
      };
    },
  );

  app.delete(
    '/corrupted',
    { schema: { tags, security, response: { 200: withMessage(purgeResultSchema), ...errors } } },
    async (request) => {
      const deleted = await purgeCorruptedBookings(app.db, request.user!);
      return {
        success: true as const,
        data: { deleted },
        message: translate(request.lang, 'corruptedBookingsDeleted', { count: deleted }),
      };
    },
  );

  app.delete(
    '/:id',
    {
      schema: { tags, security, params: idParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await deleteBooking(app.db, request.user!, request.params.id);
      return { success: true as const, message: translate(request.lang, 'recordDeleted') };
    },
  );
};

export default adminBookingRoutes;
