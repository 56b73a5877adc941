import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorCompanySchema, successSchema } from '@gbaka/shared';
import { errors, security } from '../../admin/responses';
import { staffOf } from '../staff-access';
import { getOperatorCompany } from './get-company';

/** /api/operator/company. */
const operatorCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['operator: company'],
        security,
        response: { 200: successSchema(operatorCompanySchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getOperatorCompany(app.db, staffOf(request)),
    }),
  );
};

export default operatorCompanyRoutes;
