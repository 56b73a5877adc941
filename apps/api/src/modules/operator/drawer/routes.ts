import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  closeDaySchema,
  drawerDaySchema,
  drawerQuerySchema,
  drawerSchema,
  idParamsSchema,
  successSchema,
} from '@gbaka/shared';
import { errors, security } from '../../admin/responses';
import { onlyFor, staffOf } from '../staff-access';
import { closeDay, reopenClosing, signOffClosing } from './close-day';
import { readDrawers, today } from './read-drawer';

const tags = ['operator: drawer'];

/** /api/operator/drawer: the agents' cash drawers and their close of day (DESIGN §10). */
const operatorDrawerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: onlyFor('agent'),
      schema: {
        tags,
        security,
        querystring: drawerQuerySchema,
        response: { 200: successSchema(drawerDaySchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readDrawers(app.db, staffOf(request), request.query.date ?? today()),
    }),
  );

  app.post(
    '/close',
    {
      config: onlyFor('agent'),
      schema: {
        tags,
        security,
        body: closeDaySchema,
        response: { 201: successSchema(drawerSchema), ...errors },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      await closeDay(app.db, staff, request.body);
      const own = { ...staff, role: 'agent' as const };
      const [drawer] = (await readDrawers(app.db, own, request.body.date)).drawers;
      return reply.code(201).send({ success: true as const, data: drawer! });
    },
  );

  // A manager's two acts on an agent's close of day; each answers with that agent's drawer of the day.
  const managerActs = { 'sign-off': signOffClosing, reopen: reopenClosing };
  for (const [act, apply] of Object.entries(managerActs)) {
    app.post(
      `/closings/:id/${act}`,
      {
        config: onlyFor('manager'),
        schema: {
          tags,
          security,
          params: idParamsSchema,
          response: { 200: successSchema(drawerSchema), ...errors },
        },
      },
      async (request) => {
        const staff = staffOf(request);
        const row = await apply(app.db, staff, request.params.id);
        const agent = { ...staff, userId: row.agentId, role: 'agent' as const };
        const [drawer] = (await readDrawers(app.db, agent, row.day)).drawers;
        return { success: true as const, data: drawer! };
      },
    );
  }
};

export default operatorDrawerRoutes;
