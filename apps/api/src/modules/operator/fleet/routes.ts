import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBusViewSchema,
  adminTimetableViewSchema,
  idParamsSchema,
  messageResponseSchema,
  operatorBusSchema,
  operatorTimetableSchema,
  successSchema,
  timetableSyncSchema,
  translate,
  type Language,
  type TimetableSync,
} from '@gbaka/shared';
import { z } from 'zod';
import { errors, listOf, security, withMessage } from '../../admin/responses';
import { onlyFor, staffOf } from '../staff-access';
import { createBus, deleteBus, listBuses, updateBus } from './manage-buses';
import {
  createTimetable,
  deleteTimetable,
  getTimetable,
  listTimetables,
  updateTimetable,
} from './manage-timetables';

const byId = { params: idParamsSchema };
const saved = successSchema(adminTimetableViewSchema).extend({
  message: z.string(),
  sync: timetableSyncSchema,
});
const savedAnswer = (
  lang: Language,
  { timetable, sync }: { timetable: z.output<typeof adminTimetableViewSchema>; sync: TimetableSync },
) => ({
  success: true as const,
  data: timetable,
  sync,
  message: translate(lang, 'timetableSaved', { ...sync }),
});

/** /api/operator/buses: the company's fleet, under the back office's rules (DESIGN §9). Managers only. */
export const operatorBusRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = onlyFor('manager');
  const tags = ['operator: buses'];
  app.get(
    '/',
    { config, schema: { tags, security, response: { 200: listOf(adminBusViewSchema), ...errors } } },
    async (request) => ({ success: true as const, data: await listBuses(app.db, staffOf(request)) }),
  );
  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        security,
        body: operatorBusSchema,
        response: { 201: withMessage(adminBusViewSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await createBus(app.db, staffOf(request), request.body),
        message: translate(request.lang, 'recordCreated'),
      }),
  );
  app.put(
    '/:id',
    {
      config,
      schema: {
        tags,
        security,
        ...byId,
        body: operatorBusSchema,
        response: { 200: withMessage(adminBusViewSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateBus(app.db, staffOf(request), request.params.id, request.body),
      message: translate(request.lang, 'recordUpdated'),
    }),
  );
  app.delete(
    '/:id',
    { config, schema: { tags, security, ...byId, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await deleteBus(app.db, staffOf(request), request.params.id);
      return { success: true as const, message: translate(request.lang, 'recordDeleted') };
    },
  );
};

/** /api/operator/timetables: the company's regular lines, which generate its departures. Managers only. */
export const operatorTimetableRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = onlyFor('manager');
  const tags = ['operator: timetables'];
  app.get(
    '/',
    { config, schema: { tags, security, response: { 200: listOf(adminTimetableViewSchema), ...errors } } },
    async (request) => ({ success: true as const, data: await listTimetables(app.db, staffOf(request)) }),
  );
  app.get(
    '/:id',
    {
      config,
      schema: {
        tags,
        security,
        ...byId,
        response: { 200: successSchema(adminTimetableViewSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getTimetable(app.db, staffOf(request), request.params.id),
    }),
  );
  app.post(
    '/',
    {
      config,
      schema: { tags, security, body: operatorTimetableSchema, response: { 201: saved, ...errors } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(savedAnswer(request.lang, await createTimetable(app.db, staffOf(request), request.body))),
  );
  app.put(
    '/:id',
    {
      config,
      schema: { tags, security, ...byId, body: operatorTimetableSchema, response: { 200: saved, ...errors } },
    },
    async (request) =>
      savedAnswer(
        request.lang,
        await updateTimetable(app.db, staffOf(request), request.params.id, request.body),
      ),
  );
  app.delete(
    '/:id',
    {
      config,
      schema: {
        tags,
        security,
        ...byId,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), sync: timetableSyncSchema }),
          ...errors,
        },
      },
    },
    async (request) => {
      const sync = await deleteTimetable(app.db, staffOf(request), request.params.id);
      return {
        success: true as const,
        sync,
        message: translate(request.lang, 'timetableDeleted', { ...sync }),
      };
    },
  );
};
