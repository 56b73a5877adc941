import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statementQuerySchema, statementSchema, successSchema } from '@gbaka/shared';
import { z } from 'zod';
import { errors, security } from '../../admin/responses';
import { onlyFor, staffOf } from '../staff-access';
import { buildStatement } from './build-statement';
import { sendStatementFile } from './send-statement';

/** /api/operator/statements: the company's monthly sales statement (DESIGN §9). Managers only. */
const operatorStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: onlyFor('manager'),
      schema: {
        tags: ['operator: statements'],
        security,
        querystring: statementQuerySchema,
        description: 'JSON by default; `format=csv` answers text/csv, `format=pdf` an A4 application/pdf',
        response: {
          200: successSchema(statementSchema).or(z.string()).or(z.instanceof(Buffer)),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const statement = await buildStatement(app.db, staffOf(request).companyId, request.query.month);
      if (request.query.format !== 'json') {
        return sendStatementFile(reply, request.lang, statement, request.query.format);
      }
      return { success: true as const, data: statement };
    },
  );
};

export default operatorStatementRoutes;
