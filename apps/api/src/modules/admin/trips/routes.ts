import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminTripSchema,
  adminTripsQuerySchema,
  adminTripViewSchema,
  bulkDeleteResultSchema,
  bulkDeleteSchema,
  translate,
} from '@gbaka/shared';
import { crudRoutes } from '../crud-routes';
import { errors, security, withMessage } from '../responses';
import { deleteTrip, deleteTrips } from './delete-trips';
import { countTrips, getTrip, listTrips } from './read-trips';
import { createTrip, updateTrip } from './save-trip';

const tags = ['admin: routes'];

/**
 * /api/admin/routes: dated departures, the spec's "routes" (SPEC §7 Admin: Routes). The common set, with a
 * list paged and filtered on the server, and a bulk delete.
 */
const adminTripRoutes: FastifyPluginAsyncZod = async (app) => {
  const crud = crudRoutes(app, tags, adminTripViewSchema);
  crud.count(countTrips);
  crud.page(adminTripsQuerySchema, listTrips);
  crud.get(getTrip);
  crud.create(adminTripSchema, createTrip);
  crud.update(adminTripSchema, updateTrip);
  crud.remove(deleteTrip);

  app.post(
    '/bulk-delete',
    {
      schema: {
        tags,
        security,
        body: bulkDeleteSchema,
        response: { 200: withMessage(bulkDeleteResultSchema), ...errors },
      },
    },
    async (request) => {
      const result = await deleteTrips(app.db, request.user!, request.body.ids);
      return {
        success: true as const,
        data: result,
        message: translate(request.lang, 'routesDeleted', {
          deleted: result.deleted.length,
          refused: result.refused.length,
        }),
      };
    },
  );
};

export default adminTripRoutes;
