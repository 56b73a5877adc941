import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namedRefSchema } from '@gbaka/shared';
import { errors, listOf, security } from '../../admin/responses';
import { listCities } from '../../admin/cities/read-cities';
import { onlyFor } from '../staff-access';

/**
 * GET /api/operator/cities: the platform's cities with their ids, which a manager's timetable and extra-departure
 * forms choose from (the public lists give names only). Cities are shared by every company: nothing to scope.
 */
const operatorCityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: onlyFor('manager'),
      schema: { tags: ['operator: fleet'], security, response: { 200: listOf(namedRefSchema), ...errors } },
    },
    async () => ({
      success: true as const,
      data: (await listCities(app.db)).map((city) => ({ _id: city._id, name: city.name })),
    }),
  );
};

export default operatorCityRoutes;
