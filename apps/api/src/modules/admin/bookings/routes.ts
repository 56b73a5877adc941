import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBookingSchema,
  adminBookingStatusSchema,
  adminBookingsQuerySchema,
  bookingCountsSchema,
  idParamsSchema,
  purgeResultSchema,
  translate,
} from '@gbaka/shared';
import { deliverTicket } from '../../tickets/deliver-ticket';
import { crudRoutes } from '../crud-routes';
import { errors, security, withMessage } from '../responses';
import { changeBookingStatus } from './change-status';
import { deleteBooking, purgeCorruptedBookings, purgeOldBookings } from './delete-bookings';
import { countBookings, getBooking, listBookings } from './read-bookings';

const tags = ['admin: bookings'];

/** /api/admin/bookings (SPEC §7 Admin: Bookings). */
const adminBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const crud = crudRoutes(app, tags, adminBookingSchema);
  crud.counts(bookingCountsSchema, countBookings);
  crud.page(adminBookingsQuerySchema, listBookings);
  crud.get(getBooking);

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
        { mailer: app.mailer, sms: app.sms, log: request.log, publicUrl: app.config.PUBLIC_URL },
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

  for (const [path, purge, message] of [
    ['/old', purgeOldBookings, 'oldBookingsDeleted'],
    ['/corrupted', purgeCorruptedBookings, 'corruptedBookingsDeleted'],
  ] as const) {
    app.delete(
      path,
      { schema: { tags, security, response: { 200: withMessage(purgeResultSchema), ...errors } } },
      async (request) => {
        const deleted = await purge(app.db, request.user!);
        return {
          success: true as const,
          data: { deleted },
          message: translate(request.lang, message, { count: deleted }),
        };
      },
    );
  }

  crud.remove(deleteBooking);
};

export default adminBookingRoutes;
