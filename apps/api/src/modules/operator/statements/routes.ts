import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statementQuerySchema, statementSchema, successSchema } from '@gbaka/shared';
import { z } from 'zod';
import { errors, security } from '../../admin/responses';
import { onlyFor, staffOf } from '../staff-access';
import { buildStatement, statementCsv } from './build-statement';

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
        description: 'JSON by default; `format=csv` answers text/csv',
        response: { 200: successSchema(statementSchema).or(z.string()), ...errors },
      },
    },
    async (request, reply) => {
      const statement = await buildStatement(app.db, staffOf(request).companyId, request.query.month);
      if (request.query.format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="statement-${statement.month}.csv"`)
          .send(statementCsv(request.lang, statement));
      }
      return { success: true as const, data: statement };
    },
  );
};

export default operatorStatementRoutes;
