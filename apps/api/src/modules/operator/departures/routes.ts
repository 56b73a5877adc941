import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminTripViewSchema,
  extraDepartureSchema,
  fareChangeSchema,
  idParamsSchema,
  translate,
} from '@gbaka/shared';
import { errors, security, withMessage } from '../../admin/responses';
import { onlyFor, staffOf } from '../staff-access';
import { addDeparture, changeFare } from './change-departures';

const tags = ['operator: departures'];

/** /api/operator/departures: the company's dated departures (DESIGN §9). */
const operatorDepartureRoutes: FastifyPluginAsyncZod = async (app) => {
  const managers = onlyFor('manager');

  app.post(
    '/',
    {
      config: managers,
      schema: {
        tags,
        security,
        body: extraDepartureSchema,
        response: { 201: withMessage(adminTripViewSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await addDeparture(app.db, staffOf(request), request.body),
        message: translate(request.lang, 'recordCreated'),
      }),
  );

  app.put(
    '/:id/fare',
    {
      config: managers,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: fareChangeSchema,
        response: { 200: withMessage(adminTripViewSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await changeFare(app.db, staffOf(request), request.params.id, request.body.price),
      message: translate(request.lang, 'fareUpdated'),
    }),
  );
};

export default operatorDepartureRoutes;
