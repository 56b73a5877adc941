import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  idParamsSchema,
  stationDetailSchema,
  stationSchema,
  successSchema,
} from '@gbaka/shared';
import { z } from 'zod';
import { varyOnLanguage } from '../../lib/vary';
import { getStation } from './get-station';
import { listStations } from './list-stations';

const tags = ['stations'];
// No seat counts here: shared caches may keep it. Every text is a key or a proper noun but the description, which
// is in the language asked for: one copy per language.
const cacheable = (reply: FastifyReply) =>
  varyOnLanguage(reply.header('cache-control', 'public, max-age=300'));

/** Bus stations under /api/travel/stations (SPEC §7 Travel): one per company, its main station. */
const stationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags, response: { 200: successSchema(z.array(stationSchema)) } } },
    async (request, reply) => {
      cacheable(reply);
      return { success: true as const, data: await listStations(app.db, request.lang) };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: {
          200: successSchema(stationDetailSchema),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await getStation(app.db, request.params.id, request.lang);
      cacheable(reply);
      return { success: true as const, data };
    },
  );
};

export default stationRoutes;
