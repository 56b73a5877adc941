import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCitySchema,
  adminSearchQuerySchema,
  citySchema,
  countResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  successSchema,
  translate,
} from '@gbaka/shared';
import { errors, listOf, security, withMessage } from '../responses';
import { deleteCity } from './delete-city';
import { countCities, getCity, listCities } from './read-cities';
import { createCity, updateCity } from './save-city';

const tags = ['admin: cities'];

/** /api/admin/cities (SPEC §7 Admin: Cities). */
const adminCityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/count',
    { schema: { tags, security, response: { 200: countResponseSchema, ...errors } } },
    async () => {
      const count = await countCities(app.db);
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
        response: { 200: listOf(citySchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await listCities(app.db, request.query.search) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: successSchema(citySchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await getCity(app.db, request.params.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        body: adminCitySchema,
        response: { 201: withMessage(citySchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await createCity(app.db, request.user!, request.body),
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
        body: adminCitySchema,
        response: { 200: withMessage(citySchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateCity(app.db, request.user!, request.params.id, request.body),
      message: translate(request.lang, 'recordUpdated'),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: { tags, security, params: idParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await deleteCity(app.db, request.user!, request.params.id);
      return { success: true as const, message: translate(request.lang, 'recordDeleted') };
    },
  );
};

export default adminCityRoutes;
