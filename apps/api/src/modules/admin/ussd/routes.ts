import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  requiredPhoneSchema,
  successSchema,
  ussdPhoneSchema,
  ussdScreenSchema,
  ussdSimulateSchema,
} from '@gbaka/shared';
import { z } from 'zod';
import { menuDeps } from '../../ussd/routes';
import { errors, security } from '../responses';
import { phoneInbox, simulateUssd } from './simulate';

const tags = ['admin: ussd'];

/**
 * /api/admin/ussd: the USSD simulator's back end (issue 19), for demos, support and the browser tests. It needs
 * no USSD_CALLBACK_TOKEN: it is the back office's own door to the session engine, not the gateway's.
 */
const adminUssdRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = menuDeps(app);

  app.post(
    '/simulate',
    {
      schema: {
        tags,
        security,
        body: ussdSimulateSchema,
        response: { 200: successSchema(ussdScreenSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await simulateUssd(deps, request.log, request.body),
    }),
  );

  app.get(
    '/phone/:phone',
    {
      schema: {
        tags,
        security,
        params: z.object({ phone: requiredPhoneSchema }),
        response: { 200: successSchema(ussdPhoneSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await phoneInbox(app.db, {
        phone: request.params.phone,
        provider: deps.payments.provider.name,
        publicUrl: app.config.PUBLIC_URL,
      }),
    }),
  );
};

export default adminUssdRoutes;
