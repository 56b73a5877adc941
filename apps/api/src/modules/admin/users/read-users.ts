import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { presentUser } from '../../users/present-user';
import { userRepository } from '../../users/repository';
import { offsetOf, pagination } from '../../../lib/pagination';
import { adminUserRepository } from './repository';

export const countUsers = (db: Db) => adminUserRepository.count(db);

/** GET /admin/users: newest accounts first, `limit` a page (10 in the spec's table). */
export async function listUsers(db: Db, query: { page: number; limit: number; search?: string }) {
  const [rows, total] = await Promise.all([
    adminUserRepository.page(db, {
      search: query.search,
      limit: query.limit,
      offset: offsetOf(query.page, query.limit),
    }),
    adminUserRepository.count(db, query.search),
  ]);
  return { data: rows.map(presentUser), pagination: pagination(query.page, query.limit, total) };
}

export async function getUser(db: Db, id: string) {
  const row = await userRepository.findById(db, id);
  if (!row) throw notFound('userNotFound');
  return presentUser(row);
}
