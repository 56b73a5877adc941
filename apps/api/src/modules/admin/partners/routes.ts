import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPartnerListQuerySchema,
  approvePartnerSchema,
  idParamsSchema,
  namedRefSchema,
  translate,
  partnerCountsSchema,
  partnerRequestSchema,
  partnerSchema,
} from '@gbaka/shared';
import { crudRoutes } from '../crud-routes';
import { errors, security, withMessage } from '../responses';
import { approvePartner } from './approve-partner';
import { decidePartner } from './decide-partner';
import { deletePartner } from './delete-partner';
import { countPartners, getPartner, listPartners } from './read-partners';
import { createPartner, updatePartner } from './save-partner';

/** /api/admin/partners (SPEC §7 Admin: Partners). */
const adminPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const crud = crudRoutes(app, ['admin: partners'], partnerSchema);
  crud.counts(partnerCountsSchema, countPartners);
  crud.page(adminPartnerListQuerySchema, listPartners);
  crud.get(getPartner);
  crud.create(partnerRequestSchema, createPartner);
  crud.update(partnerRequestSchema, updatePartner);
  // Approval also makes (or links) the company and invites the applicant to manage it (DESIGN §9).
  app.put(
    '/:id/approve',
    {
      schema: {
        tags: ['admin: partners'],
        security,
        params: idParamsSchema,
        body: approvePartnerSchema,
        response: { 200: withMessage(partnerSchema).extend({ company: namedRefSchema }), ...errors },
      },
    },
    async (request) => {
      const senders = {
        mailer: app.mailer,
        sms: app.sms,
        log: request.log,
        publicUrl: app.config.PUBLIC_URL,
      };
      const { partner, company } = await approvePartner(
        app.db,
        senders,
        request.user!,
        request.params.id,
        request.body.companyId,
      );
      return {
        success: true as const,
        data: partner,
        company,
        message: translate(request.lang, 'partnerApprovedDone'),
      };
    },
  );
  crud.action(
    'put',
    '/:id/reject',
    (db, actor, id) => decidePartner(db, actor, id, 'rejected'),
    () => 'partnerRejectedDone',
  );
  crud.remove(deletePartner);
};

export default adminPartnerRoutes;
