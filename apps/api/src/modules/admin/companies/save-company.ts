import type { AdminCompany } from '@gbaka/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import type { AuthUser } from '../../../plugins/authentication';
import { presentAdminCompany } from '../../catalogue/present-trip';
import { auditRepository, changes } from '../audit-repository';
import { duplicate, uniqueOrConflict } from '../db-conflicts';
import { adminCompanyRepository, type NewCompany } from './repository';

const UNIQUE = { companies_name_key: { field: 'name', key: 'companyNameTaken' } } as const;
const FIELDS = [
  'name',
  'email',
  'phone',
  'address',
  'logo',
  'description',
  'descriptionEn',
  'descriptionEs',
  'website',
] as const;

function columns(input: AdminCompany): Omit<NewCompany, 'id'> {
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    address: input.address,
    logo: input.logo ?? null,
    description: input.description ?? null,
    descriptionEn: input.descriptionEn ?? null,
    descriptionEs: input.descriptionEs ?? null,
    website: input.website ?? null,
  };
}

async function assertNameFree(db: DbOrTx, name: string, exceptId?: string) {
  const other = await adminCompanyRepository.findByName(db, name);
  if (other && other.id !== exceptId) throw duplicate('name', 'companyNameTaken');
}

export async function createCompany(db: Db, actor: AuthUser, input: AdminCompany) {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    const row = await uniqueOrConflict(
      adminCompanyRepository.insert(tx, { id: newId(), ...columns(input) }),
      UNIQUE,
    );
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'company.create',
      entity: 'company',
      entityId: row.id,
      data: { name: row.name },
    });
    return presentAdminCompany(row);
  });
}

/** PUT /admin/companies/{id}: the whole form; optional fields left blank are cleared. */
export async function updateCompany(db: Db, actor: AuthUser, id: string, input: AdminCompany) {
  return db.transaction(async (tx) => {
    const before = await adminCompanyRepository.lock(tx, id);
    if (!before) throw notFound('companyNotFound');
    await assertNameFree(tx, input.name, id);
    const after = await uniqueOrConflict(adminCompanyRepository.update(tx, id, columns(input)), UNIQUE);
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'company.update',
      entity: 'company',
      entityId: id,
      data: changes(before, after, FIELDS),
    });
    return presentAdminCompany(after);
  });
}
