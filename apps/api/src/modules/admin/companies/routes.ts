import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCompanySchema,
  adminCompanyViewSchema,
  commissionChangeSchema,
  idParamsSchema,
  statementQuerySchema,
  statementSchema,
  staffListSchema,
  successSchema,
  translate,
} from '@gbaka/shared';
import { z } from 'zod';
import { buildStatement } from '../../operator/statements/build-statement';
import { sendStatementFile } from '../../operator/statements/send-statement';
import { errors, security, withMessage } from '../responses';
import { registerCrudRoutes } from '../crud-routes';
import { deleteCompany } from './delete-company';
import { countCompanies, getCompany, getCompanyStaff, listCompanies } from './read-companies';
import { createCompany, updateCompany } from './save-company';
import { setCommission } from './set-commission';

/** /api/admin/companies (SPEC §7 Admin: Companies). */
const adminCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrudRoutes(app, {
    tags: ['admin: companies'],
    body: adminCompanySchema,
    view: adminCompanyViewSchema,
    useCases: {
      count: countCompanies,
      list: listCompanies,
      get: getCompany,
      create: createCompany,
      update: updateCompany,
      remove: deleteCompany,
    },
  });

  // Companies' workspaces (DESIGN §9): the platform's rate on a company's sales, and its statements.
  const tags = ['admin: companies'];
  app.put(
    '/:id/commission',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: commissionChangeSchema,
        response: {
          200: withMessage(z.object({ _id: z.string(), commissionRate: z.number().int() })),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setCommission(app.db, request.user!, request.params.id, request.body.commissionRate),
      message: translate(request.lang, 'recordUpdated'),
    }),
  );

  app.get(
    '/:id/staff',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: successSchema(staffListSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await getCompanyStaff(app.db, request.params.id) }),
  );

  app.get(
    '/:id/statement',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        querystring: statementQuerySchema,
        description: 'JSON by default; `format=csv` answers text/csv, `format=pdf` an A4 application/pdf',
        response: {
          200: successSchema(statementSchema).or(z.string()).or(z.instanceof(Buffer)),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const statement = await buildStatement(app.db, request.params.id, request.query.month);
      if (request.query.format !== 'json') {
        return sendStatementFile(reply, request.lang, statement, request.query.format);
      }
      return { success: true as const, data: statement };
    },
  );
};

export default adminCompanyRoutes;
