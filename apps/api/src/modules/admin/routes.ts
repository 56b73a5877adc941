import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import adminBoardingRoutes from './boarding/routes';
import adminBoardingKeyRoutes from './boarding/key-routes';
import adminBookingRoutes from './bookings/routes';
import adminBusRoutes from './buses/routes';
import adminCityRoutes from './cities/routes';
import adminCompanyRoutes from './companies/routes';
import adminDashboardRoutes from './dashboard/routes';
import adminPartnerRoutes from './partners/routes';
import adminRefundRoutes from './refunds/routes';
import adminTripRoutes from './trips/routes';
import adminSmsRoutes from './sms/routes';
import adminTimetableRoutes from './timetables/routes';
import adminUserRoutes from './users/routes';
import adminUssdRoutes from './ussd/routes';

/**
 * The back office under /api/admin. Authorisation is decided here, once, for every route below: the hook runs
 * at onRequest, before the body is even parsed, so an anonymous caller gets 401 and a traveller 403 whatever
 * they send, and validation never tells them anything about the admin API. The user row is read on each
 * request (authentication plugin), so a demoted or banned administrator loses access at once.
 */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  await app.register(adminUserRoutes, { prefix: '/users' });
  await app.register(adminCompanyRoutes, { prefix: '/companies' });
  await app.register(adminCityRoutes, { prefix: '/cities' });
  await app.register(adminBusRoutes, { prefix: '/buses' });
  await app.register(adminTripRoutes, { prefix: '/routes' });
  await app.register(adminBookingRoutes, { prefix: '/bookings' });
  await app.register(adminRefundRoutes, { prefix: '/refunds' });
  await app.register(adminPartnerRoutes, { prefix: '/partners' });
  await app.register(adminDashboardRoutes);
  await app.register(adminTimetableRoutes, { prefix: '/timetables' });
  await app.register(adminBoardingRoutes, { prefix: '/boarding' });
  await app.register(adminBoardingKeyRoutes, { prefix: '/boarding/keys' });
  await app.register(adminSmsRoutes, { prefix: '/sms' });
  await app.register(adminUssdRoutes, { prefix: '/ussd' });
};

export default adminRoutes;
