import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserCreateSchema,
  adminUserUpdateSchema,
  countResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  paginationQuerySchema,
  pageSchema,
  successSchema,
  translate,
  userSchema,
} from '@gbaka/shared';
import { errors, security, withMessage } from '../responses';
import { toggleBan } from './ban-user';
import { deleteUser } from './delete-user';
import { countUsers, getUser, listUsers } from './read-users';
import { createUser, updateUser } from './save-user';

const tags = ['admin: users'];

/** /api/admin/users (SPEC §7 Admin: Users). */
const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/count',
    { schema: { tags, security, response: { 200: countResponseSchema, ...errors } } },
    async () => {
      const count = await countUsers(app.db);
      return { success: true as const, count, data: { count } };
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        querystring: paginationQuerySchema,
        response: {
          200: pageSchema(userSchema),
          ...errors,
        },
      },
    },
    async (request) => ({ success: true as const, ...(await listUsers(app.db, request.query)) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: successSchema(userSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await getUser(app.db, request.params.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        body: adminUserCreateSchema,
        response: { 201: withMessage(userSchema), ...errors },
      },
    },
    async (request, reply) => {
      const user = await createUser(app.db, request.user!, request.body);
      return reply
        .status(201)
        .send({ success: true as const, data: user, message: translate(request.lang, 'recordCreated') });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: adminUserUpdateSchema,
        response: { 200: withMessage(userSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateUser(app.db, request.user!, request.params.id, request.body),
      message: translate(request.lang, 'recordUpdated'),
    }),
  );

  app.post(
    '/:id/toggle-ban',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: withMessage(userSchema), ...errors },
      },
    },
    async (request) => {
      const user = await toggleBan(app.db, request.user!, request.params.id);
      return {
        success: true as const,
        data: user,
        message: translate(request.lang, user.isBanned ? 'userBanned' : 'userUnbanned'),
      };
    },
  );

  app.delete(
    '/:id',
    {
      schema: { tags, security, params: idParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await deleteUser(app.db, request.user!, request.params.id);
      return { success: true as const, message: translate(request.lang, 'recordDeleted') };
    },
  );
};

export default adminUserRoutes;
