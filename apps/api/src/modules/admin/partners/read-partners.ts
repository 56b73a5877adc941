import type { PartnerStatus } from '@gbaka/shared';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { pagination } from '../../../lib/pagination';
import { presentPartner } from './present-partner';
import { adminPartnerRepository } from './repository';

export const countPartners = (db: Db) => adminPartnerRepository.counts(db);

/** GET /admin/partners: newest first, 100 a page (the card grid). */
export async function listPartners(
  db: Db,
  query: { search?: string; status?: PartnerStatus; page: number; limit: number },
) {
  const { rows, total } = await adminPartnerRepository.page(db, query);
  return { data: rows.map(presentPartner), pagination: pagination(query.page, query.limit, total) };
}

export async function getPartner(db: Db, id: string) {
  const row = await adminPartnerRepository.findById(db, id);
  if (!row) throw notFound('partnerNotFound');
  return presentPartner(row);
}
