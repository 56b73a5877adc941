import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema, successSchema } from '@gbaka/shared';
import { z } from 'zod';
import { errors, security } from '../responses';
import { getDashboard, totalRevenue } from './get-dashboard';

const tags = ['admin: dashboard'];

/** /api/admin/dashboard and /api/admin/revenue/total (SPEC §2 Dashboard, §7 Admin: Revenue). */
const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    { schema: { tags, security, response: { 200: successSchema(dashboardSchema), ...errors } } },
    async () => ({ success: true as const, data: await getDashboard(app.db) }),
  );

  app.get(
    '/revenue/total',
    {
      schema: {
        tags,
        security,
        response: { 200: z.object({ success: z.literal(true), totalRevenue: z.number().int() }), ...errors },
      },
    },
    async () => ({ success: true as const, totalRevenue: await totalRevenue(app.db) }),
  );
};

export default adminDashboardRoutes;
