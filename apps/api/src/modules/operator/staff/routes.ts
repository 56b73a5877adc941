import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  messageResponseSchema,
  staffInvitationSchema,
  staffInviteSchema,
  staffListSchema,
  successSchema,
  translate,
} from '@gbaka/shared';
import { errors, security, withMessage } from '../../admin/responses';
import { onlyFor, staffOf } from '../staff-access';
import { inviteStaff, listStaff, removeStaff, resendInvitation, revokeInvitation } from './manage-staff';

const tags = ['operator: staff'];
const byId = { params: idParamsSchema };

/** /api/operator/staff: the manager invites, lists and removes the company's staff (DESIGN §9). */
const operatorStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = onlyFor('manager');
  const senders = (log: typeof app.log) => ({
    mailer: app.mailer,
    sms: app.sms,
    log,
    publicUrl: app.config.PUBLIC_URL,
  });

  app.get(
    '/',
    { config, schema: { tags, security, response: { 200: successSchema(staffListSchema), ...errors } } },
    async (request) => ({ success: true as const, data: await listStaff(app.db, staffOf(request)) }),
  );

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        security,
        body: staffInviteSchema,
        response: { 201: withMessage(staffInvitationSchema), ...errors },
      },
    },
    async (request, reply) => {
      const invitation = await inviteStaff(
        app.db,
        senders(request.log),
        staffOf(request),
        request.body,
        request.lang,
      );
      return reply.status(201).send({
        success: true as const,
        data: invitation,
        message: translate(request.lang, 'invitationSent'),
      });
    },
  );

  app.delete(
    '/:id',
    { config, schema: { tags, security, ...byId, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await removeStaff(app.db, staffOf(request), request.params.id);
      return { success: true as const, message: translate(request.lang, 'staffRemoved') };
    },
  );

  app.post(
    '/invitations/:id/resend',
    {
      config,
      schema: { tags, security, ...byId, response: { 200: withMessage(staffInvitationSchema), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await resendInvitation(app.db, senders(request.log), staffOf(request), request.params.id),
      message: translate(request.lang, 'invitationResent'),
    }),
  );

  app.delete(
    '/invitations/:id',
    {
      config,
      schema: { tags, security, ...byId, response: { 200: withMessage(staffInvitationSchema), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await revokeInvitation(app.db, staffOf(request), request.params.id),
      message: translate(request.lang, 'invitationRevoked'),
    }),
  );
};

export default operatorStaffRoutes;
