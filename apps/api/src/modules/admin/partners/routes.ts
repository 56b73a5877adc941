import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPartnerListQuerySchema,
  partnerCountsSchema,
  partnerRequestSchema,
  partnerSchema,
} from '@gbaka/shared';
import { crudRoutes } from '../crud-routes';
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
  crud.action(
    'put',
    '/:id/approve',
    (db, actor, id) => decidePartner(db, actor, id, 'approved'),
    () => 'partnerApprovedDone',
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
