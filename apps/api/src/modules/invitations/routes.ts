import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInvitationSchema,
  authResponseSchema,
  errorResponseSchema,
  invitationOfferSchema,
  invitationTokenParamsSchema,
  successSchema,
  translate,
} from '@gbaka/shared';
import { rateLimited } from '../../plugins/security';
import { presentUser } from '../users/present-user';
import { setRefreshCookie } from '../users/refresh-cookie';
import { acceptInvitation } from './accept-invitation';
import { readInvitation } from './read-invitation';

const tags = ['invitations'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** /api/invitations: the page an invitation link opens (DESIGN §9). Anyone holding the link may call them. */
const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = rateLimited(app.config.RATE_LIMIT_PER_MINUTE);
  const secure = app.config.PUBLIC_URL.startsWith('https://');

  app.get(
    '/:token',
    {
      config: limit,
      schema: {
        tags,
        params: invitationTokenParamsSchema,
        response: { 200: successSchema(invitationOfferSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await readInvitation(app.db, request.params.token) };
    },
  );

  app.post(
    '/:token/accept',
    {
      config: limit,
      preHandler: app.identify,
      schema: {
        tags,
        params: invitationTokenParamsSchema,
        body: acceptInvitationSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, company, session } = await acceptInvitation(app.db, app.accessTokens, {
        token: request.params.token,
        caller: request.user,
        account: request.body,
        language: request.lang,
      });
      setRefreshCookie(reply, session, secure);
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        message: translate(request.lang, 'invitationAccepted', { company: company.name }),
        token: session.accessToken,
        user: presentUser(user),
      };
    },
  );
};

export default invitationRoutes;
