import type { AdminTripsQuery } from '@gbaka/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { catalogueRepository } from '../../catalogue/repository';
import { pagination } from '../query-helpers';
import { presentAdminTrip, type TripMeta } from './present-admin-trip';
import { adminTripRepository } from './repository';

export const countTrips = (db: Db) => adminTripRepository.count(db);

/** Reads trips through the catalogue's query, so that travellers and the back office see the same trip. */
async function present(db: DbOrTx, metas: (TripMeta & { id: string })[], now: Date) {
  const rows = await Promise.all(metas.map((m) => catalogueRepository.findTrip(db, m.id)));
  return rows.flatMap((row, i) => (row ? [presentAdminTrip(row, metas[i]!, now)] : []));
}

/** GET /admin/routes: 20 a page by default, searchable on the server (SPEC §9 searches on the client). */
export async function listTrips(db: Db, query: AdminTripsQuery, now = new Date()) {
  const { rows, total } = await adminTripRepository.page(db, query, now);
  return { data: await present(db, rows, now), pagination: pagination(query.page, query.limit, total) };
}

export async function getTrip(db: DbOrTx, id: string, now = new Date()) {
  const meta = await adminTripRepository.meta(db, id);
  const [trip] = meta ? await present(db, [meta], now) : [];
  if (!trip) throw notFound('tripNotFound');
  return trip;
}
