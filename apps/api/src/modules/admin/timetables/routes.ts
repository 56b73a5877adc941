import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminTimetableSchema,
  adminTimetablesQuerySchema,
  adminTimetableViewSchema,
  idParamsSchema,
  successSchema,
  timetableSyncSchema,
  translate,
  type Language,
} from '@gbaka/shared';
import { z } from 'zod';
import { crudRoutes } from '../crud-routes';
import { errors, security } from '../responses';
import { deleteTimetable } from './delete-timetable';
import { getTimetable, listTimetables } from './read-timetables';
import { createTimetable, updateTimetable } from './save-timetable';

const tags = ['admin: timetables'];
const saved = successSchema(adminTimetableViewSchema).extend({
  message: z.string(),
  sync: timetableSyncSchema,
});
type Saved = Awaited<ReturnType<typeof createTimetable>>;
/** The answer to a saved line: the line, and what saving it did to its coming trips (in the toast too). */
const savedAnswer = (lang: Language, { timetable, sync }: Saved) => ({
  success: true as const,
  data: timetable,
  sync,
  message: translate(lang, 'timetableSaved', { ...sync }),
});

/** /api/admin/timetables: companies' regular lines, which generate the dated trips (beyond the spec). */
const adminTimetableRoutes: FastifyPluginAsyncZod = async (app) => {
  const crud = crudRoutes(app, tags, adminTimetableViewSchema);
  crud.list(adminTimetablesQuerySchema, listTimetables);
  crud.get(getTimetable);

  app.post(
    '/',
    { schema: { tags, security, body: adminTimetableSchema, response: { 201: saved, ...errors } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(savedAnswer(request.lang, await createTimetable(app.db, request.user!, request.body))),
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
    async (request) =>
      savedAnswer(
        request.lang,
        await updateTimetable(app.db, request.user!, request.params.id, request.body),
      ),
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
