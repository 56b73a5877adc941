import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  idParamsSchema,
  stationDetailSchema,
  stationSchema,
  successSchema,
} from '@gbaka/shared';
import { z } from 'zod';
import { getStation } from './get-station';
import { listStations } from './list-stations';

const tags = ['stations'];
// No seat counts here, and every text is language-neutral (keys or proper nouns): shared caches may keep it.
const CACHE = 'public, max-age=300';

/** Bus stations under /api/travel/stations (SPEC §7 Travel): one per company, its main station. */
const stationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags, response: { 200: successSchema(z.array(stationSchema)) } } },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return { success: true as const, data: await listStations(app.db) };
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
      const data = await getStation(app.db, request.params.id);
      reply.header('cache-control', CACHE);
      return { success: true as const, data };
    },
  );
};

export default stationRoutes;
