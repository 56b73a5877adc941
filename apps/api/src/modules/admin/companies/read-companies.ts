import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { presentCompany } from '../../catalogue/present-trip';
import { adminCompanyRepository } from './repository';

export async function getCompany(db: Db, id: string) {
  const row = await adminCompanyRepository.findById(db, id);
  if (!row) throw notFound('companyNotFound');
  return presentCompany(row);
}

export const listCompanies = async (db: Db, search?: string) =>
  (await adminCompanyRepository.list(db, search)).map(presentCompany);

export const countCompanies = (db: Db) => adminCompanyRepository.count(db);
