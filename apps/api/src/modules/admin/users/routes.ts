import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserCreateSchema,
  adminUserUpdateSchema,
  paginationQuerySchema,
  userSchema,
} from '@gbaka/shared';
import { crudRoutes } from '../crud-routes';
import { toggleBan } from './ban-user';
import { deleteUser } from './delete-user';
import { countUsers, getUser, listUsers } from './read-users';
import { createUser, updateUser } from './save-user';

/** /api/admin/users (SPEC §7 Admin: Users). */
const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const crud = crudRoutes(app, ['admin: users'], userSchema);
  crud.count(countUsers);
  crud.page(paginationQuerySchema, listUsers);
  crud.get(getUser);
  crud.create(adminUserCreateSchema, createUser);
  crud.update(adminUserUpdateSchema, updateUser);
  crud.action('post', '/:id/toggle-ban', toggleBan, (user) =>
    user.isBanned ? 'userBanned' : 'userUnbanned',
  );
  crud.remove(deleteUser);
};

export default adminUserRoutes;
