import type { AdminTripsQuery } from '@gbaka/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { pagination } from '../../../lib/pagination';
import { presentAdminTrip } from './present-admin-trip';
import { adminTripRepository } from './repository';

export const countTrips = (db: Db) => adminTripRepository.count(db);

/** GET /admin/routes: 20 a page by default, searchable on the server (SPEC §9 searches on the client). */
export async function listTrips(db: Db, query: AdminTripsQuery, now = new Date()) {
  const { rows, total } = await adminTripRepository.page(db, query, now);
  return {
    data: rows.map((row) => presentAdminTrip(row, now)),
    pagination: pagination(query.page, query.limit, total),
  };
}

export async function getTrip(db: DbOrTx, id: string, now = new Date()) {
  const row = await adminTripRepository.view(db, id);
  if (!row) throw notFound('tripNotFound');
  return presentAdminTrip(row, now);
}
