import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPartnerListQuerySchema,
  idParamsSchema,
  messageResponseSchema,
  pageSchema,
  partnerCountsSchema,
  partnerRequestSchema,
  partnerSchema,
  successSchema,
  translate,
} from '@gbaka/shared';
import { errors, security, withMessage } from '../responses';
import { decidePartner } from './decide-partner';
import { deletePartner } from './delete-partner';
import { countPartners, getPartner, listPartners } from './read-partners';
import { createPartner, updatePartner } from './save-partner';

const tags = ['admin: partners'];

/** /api/admin/partners (SPEC §7 Admin: Partners). */
const adminPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/count',
    { schema: { tags, security, response: { 200: successSchema(partnerCountsSchema), ...errors } } },
    async () => ({ success: true as const, data: await countPartners(app.db) }),
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        querystring: adminPartnerListQuerySchema,
        response: {
          200: pageSchema(partnerSchema),
          ...errors,
        },
      },
    },
    async (request) => ({ success: true as const, ...(await listPartners(app.db, request.query)) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: successSchema(partnerSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await getPartner(app.db, request.params.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        body: partnerRequestSchema,
        response: { 201: withMessage(partnerSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await createPartner(app.db, request.user!, request.body),
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
        body: partnerRequestSchema,
        response: { 200: withMessage(partnerSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updatePartner(app.db, request.user!, request.params.id, request.body),
      message: translate(request.lang, 'recordUpdated'),
    }),
  );

  for (const [path, decision, message] of [
    ['/:id/approve', 'approved', 'partnerApprovedDone'],
    ['/:id/reject', 'rejected', 'partnerRejectedDone'],
  ] as const) {
    app.put(
      path,
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          response: { 200: withMessage(partnerSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await decidePartner(app.db, request.user!, request.params.id, decision),
        message: translate(request.lang, message),
      }),
    );
  }

  app.delete(
    '/:id',
    {
      schema: { tags, security, params: idParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await deletePartner(app.db, request.user!, request.params.id);
      return { success: true as const, message: translate(request.lang, 'recordDeleted') };
    },
  );
};

export default adminPartnerRoutes;
