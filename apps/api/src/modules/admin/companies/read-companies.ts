import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { presentAdminCompany } from '../../catalogue/present-trip';
import { staffOfCompany } from '../../operator/staff/manage-staff';
import { adminCompanyRepository } from './repository';

export async function getCompany(db: Db, id: string) {
  const row = await adminCompanyRepository.findById(db, id);
  if (!row) throw notFound('companyNotFound');
  return presentAdminCompany(row);
}

export const listCompanies = async (db: Db, search?: string) =>
  (await adminCompanyRepository.list(db, search)).map(presentAdminCompany);

export const countCompanies = (db: Db) => adminCompanyRepository.count(db);

/** GET /admin/companies/{id}/staff: its members and invitations, as its managers see them (DESIGN §9). */
export async function getCompanyStaff(db: Db, id: string) {
  if (!(await adminCompanyRepository.findById(db, id))) throw notFound('companyNotFound');
  return staffOfCompany(db, id);
}
