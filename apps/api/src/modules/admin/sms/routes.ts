import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSmsQuerySchema, adminSmsSchema, pageSchema } from '@gbaka/shared';
import { errors, security } from '../responses';
import { listSms } from './list-sms';

const tags = ['admin: sms'];

/** /api/admin/sms: every SMS the platform sent, is sending or gave up on (DESIGN §11). */
const adminSmsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        querystring: adminSmsQuerySchema,
        response: { 200: pageSchema(adminSmsSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await listSms(app.db, request.query)) }),
  );
};

export default adminSmsRoutes;
