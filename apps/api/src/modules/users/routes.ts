import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  claimBookingsResponseSchema,
  claimBookingsSchema,
  errorResponseSchema,
  forgotPasswordSchema,
  loginRequestSchema,
  messageResponseSchema,
  phoneCodeRequestSchema,
  profileResponseSchema,
  profileUpdateResponseSchema,
  profileUpdateSchema,
  registerConflictSchema,
  registerRequestSchema,
  resetPasswordSchema,
  resetTokenParamsSchema,
  translate,
} from '@gbaka/shared';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors';
import { rateLimited, requireXhrHeader } from '../../plugins/security';
import { loginUser } from './login';
import type { AlertSenders } from './password-attempts';
import { requestPasswordReset, resetPassword } from './password-reset';
import { claimPhoneBookings, sendPhoneCode } from './phone-claim';
import { presentUser } from './present-user';
import { getProfile, updateProfile } from './profile';
import { REFRESH_COOKIE, setRefreshCookie as setCookie } from './refresh-cookie';
import { registerUser } from './register';
import { endSession, rotateSession, type IssuedSession } from './sessions';

const tags = ['users'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** Accounts (SPEC §7 Auth): thin handlers that parse with the shared schemas and call one use case each. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = rateLimited(app.config.RATE_LIMIT_PER_MINUTE);
  const secure = app.config.PUBLIC_URL.startsWith('https://');

  const setRefreshCookie = (reply: FastifyReply, session: IssuedSession) => setCookie(reply, session, secure);
  /** The owner's warning of failed sign-ins leaves after the answer; a failure to send is logged. */
  const alertSenders = (request: FastifyRequest): AlertSenders => ({
    mailer: app.mailer,
    publicUrl: app.config.PUBLIC_URL,
    onError: (err) => request.log.error({ err }, 'sign-in warning not sent'),
  });

  app.post(
    '/register',
    {
      config: limit,
      schema: {
        tags,
        body: registerRequestSchema,
        response: { 201: authResponseSchema, 409: registerConflictSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, session } = await registerUser(app.db, app.accessTokens, request.body, request.lang);
      setRefreshCookie(reply, session);
      return reply.status(201).send({
        success: true as const,
        message: translate(request.lang, 'registerSuccess'),
        token: session.accessToken,
        user: presentUser(user),
      });
    },
  );

  app.post(
    '/login',
    {
      config: limit,
      schema: {
        tags,
        body: loginRequestSchema,
        response: { 200: authResponseSchema, 423: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, session } = await loginUser(
        app.db,
        app.accessTokens,
        request.body.emailOrPhone,
        request.body.password,
        { address: request.ip, lang: request.lang },
        alertSenders(request),
      );
      setRefreshCookie(reply, session);
      return {
        success: true as const,
        message: translate(request.lang, 'loginSuccess'),
        token: session.accessToken,
        user: presentUser(user),
      };
    },
  );

  app.get(
    '/profile',
    {
      preHandler: app.authenticate,
      schema: { tags, security: [{ bearer: [] }], response: { 200: profileResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: presentUser(await getProfile(app.db, request.user!.id)),
    }),
  );

  app.put(
    '/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: profileUpdateSchema,
        response: {
          200: profileUpdateResponseSchema,
          409: errorResponseSchema,
          423: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { user, session } = await updateProfile(
        app.db,
        app.accessTokens,
        request.user!.id,
        request.body,
        { address: request.ip },
        alertSenders(request),
      );
      if (session) setRefreshCookie(reply, session);
      return {
        success: true as const,
        message: translate(request.lang, 'profileUpdated'),
        data: presentUser(user),
        ...(session && { token: session.accessToken }),
      };
    },
  );

  app.post(
    '/logout',
    { preHandler: requireXhrHeader, schema: { tags, response: { 200: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      await endSession(app.db, request.cookies[REFRESH_COOKIE]);
      reply.clearCookie(REFRESH_COOKIE, { path: '/api/users' });
      return { success: true as const, message: translate(request.lang, 'logoutSuccess') };
    },
  );

  app.post(
    '/refresh',
    {
      preHandler: requireXhrHeader,
      schema: {
        tags,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), token: z.string() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) throw unauthorized('sessionExpired');
      try {
        const session = await rotateSession(app.db, app.accessTokens, token);
        setRefreshCookie(reply, session);
        return {
          success: true as const,
          message: translate(request.lang, 'tokenRefreshed'),
          token: session.accessToken,
        };
      } catch (error) {
        reply.clearCookie(REFRESH_COOKIE, { path: '/api/users' });
        throw error;
      }
    },
  );

  app.post(
    '/forgot-password',
    {
      config: limit,
      schema: { tags, body: forgotPasswordSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await requestPasswordReset(
        app.db,
        { mailer: app.mailer, sms: app.sms },
        app.config.PUBLIC_URL,
        request.body.emailOrPhone,
        (err) => request.log.error({ err }, 'password reset message not sent'),
      );
      return { success: true as const, message: translate(request.lang, 'forgotPasswordSent') };
    },
  );

  app.put(
    '/reset-password/:token',
    {
      config: limit,
      schema: {
        tags,
        params: resetTokenParamsSchema,
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await resetPassword(app.db, request.params.token, request.body.password, request.ip);
      return { success: true as const, message: translate(request.lang, 'passwordReset') };
    },
  );

  app.post(
    '/phone-code',
    {
      config: limit,
      schema: { tags, body: phoneCodeRequestSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await sendPhoneCode(app.db, app.sms, request.body.phone, request.lang);
      return { success: true as const, message: translate(request.lang, 'phoneCodeSent') };
    },
  );

  app.post(
    '/claim-bookings',
    {
      config: limit,
      preHandler: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: claimBookingsSchema,
        response: { 200: claimBookingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const claimed = await claimPhoneBookings(app.db, request.user!.id, request.body.code);
      return {
        success: true as const,
        message: translate(request.lang, 'bookingsClaimed', { count: claimed }),
        data: { claimed },
      };
    },
  );
};

export default userRoutes;
