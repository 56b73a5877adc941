import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import operatorBoardingRoutes from './boarding/routes';
import operatorCityRoutes from './cities/routes';
import operatorCompanyRoutes from './company/routes';
import { guardOperatorRoutes } from './staff-access';
import operatorStaffRoutes from './staff/routes';
import operatorDepartureRoutes from './departures/routes';
import operatorDrawerRoutes from './drawer/routes';
import operatorSaleRoutes from './sales/routes';
import operatorStatementRoutes from './statements/routes';
import { operatorBusRoutes, operatorTimetableRoutes } from './fleet/routes';

/**
 * The companies' workspaces under /api/operator (DESIGN §9). The guard below resolves the caller's membership
 * once for every route; each route states the roles it admits (`onlyFor`), and each use case receives the
 * company from the membership, never from the request.
 */
const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  guardOperatorRoutes(app);
  await app.register(operatorCompanyRoutes, { prefix: '/company' });
  await app.register(operatorStaffRoutes, { prefix: '/staff' });
  await app.register(operatorCityRoutes, { prefix: '/cities' });
  await app.register(operatorBusRoutes, { prefix: '/buses' });
  await app.register(operatorTimetableRoutes, { prefix: '/timetables' });
  await app.register(operatorDepartureRoutes, { prefix: '/departures' });
  await app.register(operatorStatementRoutes, { prefix: '/statements' });
  await app.register(operatorSaleRoutes, { prefix: '/sales' });
  await app.register(operatorDrawerRoutes, { prefix: '/drawer' });
  await app.register(operatorBoardingRoutes);
};

export default operatorRoutes;
