import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminTripSchema,
  adminTripsQuerySchema,
  adminTripViewSchema,
  bulkDeleteResultSchema,
  bulkDeleteSchema,
  countResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  paginationSchema,
  successSchema,
  translate,
} from '@gbaka/shared';
import { z } from 'zod';
import { errors, security, withMessage } from '../responses';
import { deleteTrip, deleteTrips } from './delete-trips';
import { countTrips, getTrip, listTrips } from './read-trips';
import { createTrip, updateTrip } from './save-trip';

const tags = ['admin: routes'];

/** /api/admin/routes: dated departures, the spec's "routes" (SPEC §7 Admin: Routes). */
const adminTripRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/count',
    { schema: { tags, security, response: { 200: countResponseSchema, ...errors } } },
    async () => {
      const count = await countTrips(app.db);
      return { success: true as const, count, data: { count } };
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        querystring: adminTripsQuerySchema,
        response: {
          200: successSchema(z.array(adminTripViewSchema)).extend({ pagination: paginationSchema }),
          ...errors,
        },
      },
    },
    async (request) => ({ success: true as const, ...(await listTrips(app.db, request.query)) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: successSchema(adminTripViewSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await getTrip(app.db, request.params.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        body: adminTripSchema,
        response: { 201: withMessage(adminTripViewSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await createTrip(app.db, request.user!, request.body),
        message: translate(request.lang, 'recordCreated'),
      }),
  );

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

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: adminTripSchema,
        response: { 200: withMessage(adminTripViewSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateTrip(app.db, request.user!, request.params.id, request.body),
      message: translate(request.lang, 'recordUpdated'),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: { tags, security, params: idParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await deleteTrip(app.db, request.user!, request.params.id);
      return { success: true as const, message: translate(request.lang, 'recordDeleted') };
    },
  );
};

export default adminTripRoutes;
