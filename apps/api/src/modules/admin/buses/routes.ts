import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBusSchema,
  adminSearchQuerySchema,
  adminBusViewSchema,
  countResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  successSchema,
  translate,
} from '@gbaka/shared';
import { errors, listOf, security, withMessage } from '../responses';
import { deleteBus } from './delete-bus';
import { countBuses, getBus, listBuses } from './read-buses';
import { createBus, updateBus } from './save-bus';

const tags = ['admin: buses'];

/** /api/admin/buses (SPEC §7 Admin: Buses). */
const adminBusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/count',
    { schema: { tags, security, response: { 200: countResponseSchema, ...errors } } },
    async () => {
      const count = await countBuses(app.db);
      return { success: true as const, count, data: { count } };
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        querystring: adminSearchQuerySchema,
        response: { 200: listOf(adminBusViewSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await listBuses(app.db, request.query.search) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: successSchema(adminBusViewSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await getBus(app.db, request.params.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        body: adminBusSchema,
        response: { 201: withMessage(adminBusViewSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await createBus(app.db, request.user!, request.body),
        message: translate(request.lang, 'recordCreated'),
      }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: adminBusSchema,
        response: { 200: withMessage(adminBusViewSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateBus(app.db, request.user!, request.params.id, request.body),
      message: translate(request.lang, 'recordUpdated'),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: { tags, security, params: idParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await deleteBus(app.db, request.user!, request.params.id);
      return { success: true as const, message: translate(request.lang, 'recordDeleted') };
    },
  );
};

export default adminBusRoutes;
