import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boardingPackSchema,
  boardingSyncResultSchema,
  boardingSyncSchema,
  idParamsSchema,
  successSchema,
} from '@gbaka/shared';
import { z } from 'zod';
import { errors, security } from '../../admin/responses';
import { onlyFor, staffOf } from '../staff-access';
import { getBoardingPack } from './boarding-pack';
import { syncBoardings } from './sync-boardings';

const tags = ['operator: boarding'];

/** Boarding with no network (DESIGN §10): the departure's pack, then the boardings synced back. Conductors, managers. */
const operatorBoardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const conductors = onlyFor('conductor');

  app.get(
    '/departures/:id/boarding-pack',
    {
      config: conductors,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: successSchema(boardingPackSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getBoardingPack(app.db, app.config.TICKET_SECRET, staffOf(request), request.params.id),
    }),
  );

  app.post(
    '/boardings',
    {
      config: conductors,
      schema: {
        tags,
        security,
        body: boardingSyncSchema,
        response: { 200: successSchema(z.array(boardingSyncResultSchema)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await syncBoardings(app.db, staffOf(request), request.body),
    }),
  );
};

export default operatorBoardingRoutes;
