import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCompanySchema,
  adminSearchQuerySchema,
  companySchema,
  countResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  successSchema,
  translate,
} from '@gbaka/shared';
import { errors, listOf, security, withMessage } from '../responses';
import { deleteCompany } from './delete-company';
import { countCompanies, getCompany, listCompanies } from './read-companies';
import { createCompany, updateCompany } from './save-company';

const tags = ['admin: companies'];

/** /api/admin/companies (SPEC §7 Admin: Companies). */
const adminCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/count',
    { schema: { tags, security, response: { 200: countResponseSchema, ...errors } } },
    async () => {
      const count = await countCompanies(app.db);
      return { success: true as const, count, data: { count } };
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        querystring: adminSearchQuerySchema,
        response: { 200: listOf(companySchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await listCompanies(app.db, request.query.search) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: successSchema(companySchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await getCompany(app.db, request.params.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        body: adminCompanySchema,
        response: { 201: withMessage(companySchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await createCompany(app.db, request.user!, request.body),
        message: translate(request.lang, 'recordCreated'),
      }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: adminCompanySchema,
        response: { 200: withMessage(companySchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateCompany(app.db, request.user!, request.params.id, request.body),
      message: translate(request.lang, 'recordUpdated'),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: { tags, security, params: idParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await deleteCompany(app.db, request.user!, request.params.id);
      return { success: true as const, message: translate(request.lang, 'recordDeleted') };
    },
  );
};

export default adminCompanyRoutes;
