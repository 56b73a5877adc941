import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminTimetableSchema,
  adminTimetablesQuerySchema,
  adminTimetableViewSchema,
  idParamsSchema,
  successSchema,
  timetableSyncSchema,
  translate,
} from '@gbaka/shared';
import { z } from 'zod';
import { errors, listOf, security } from '../responses';
import { deleteTimetable } from './delete-timetable';
import { getTimetable, listTimetables } from './read-timetables';
import { createTimetable, updateTimetable } from './save-timetable';

const tags = ['admin: timetables'];
const saved = successSchema(adminTimetableViewSchema).extend({
  message: z.string(),
  sync: timetableSyncSchema,
});

/** /api/admin/timetables: companies' regular lines, which generate the dated trips (beyond the spec). */
const adminTimetableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        querystring: adminTimetablesQuerySchema,
        response: { 200: listOf(adminTimetableViewSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await listTimetables(app.db, request.query) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: successSchema(adminTimetableViewSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await getTimetable(app.db, request.params.id) }),
  );

  app.post(
    '/',
    { schema: { tags, security, body: adminTimetableSchema, response: { 201: saved, ...errors } } },
    async (request, reply) => {
      const { timetable, sync } = await createTimetable(app.db, request.user!, request.body);
      return reply.status(201).send({
        success: true as const,
        data: timetable,
        sync,
        message: translate(request.lang, 'timetableSaved', { ...sync }),
      });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: adminTimetableSchema,
        response: { 200: saved, ...errors },
      },
    },
    async (request) => {
      const { timetable, sync } = await updateTimetable(
        app.db,
        request.user!,
        request.params.id,
        request.body,
      );
      return {
        success: true as const,
        data: timetable,
        sync,
        message: translate(request.lang, 'timetableSaved', { ...sync }),
      };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), sync: timetableSyncSchema }),
          ...errors,
        },
      },
    },
    async (request) => {
      const sync = await deleteTimetable(app.db, request.user!, request.params.id);
      return {
        success: true as const,
        sync,
        message: translate(request.lang, 'timetableDeleted', { ...sync }),
      };
    },
  );
};

export default adminTimetableRoutes;
