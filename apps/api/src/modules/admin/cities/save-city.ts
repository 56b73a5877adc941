import type { AdminCity } from '@gbaka/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import type { AuthUser } from '../../../plugins/authentication';
import { auditRepository, changes } from '../audit-repository';
import { duplicate, uniqueOrConflict } from '../db-conflicts';
import { presentCity } from './present-city';
import { adminCityRepository, type NewCity } from './repository';

const UNIQUE = { cities_name_key: { field: 'name', key: 'cityNameTaken' } } as const;
const FIELDS = [
  'name',
  'country',
  'region',
  'description',
  'latitude',
  'longitude',
  'image',
  'isFeatured',
  'isInternational',
] as const;

/** Blank optional fields (omitted coordinates included, SPEC §5) are stored as null. */
function columns(input: AdminCity): Omit<NewCity, 'id'> {
  return {
    name: input.name,
    country: input.country,
    region: input.region ?? null,
    description: input.description ?? null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    image: input.image ?? null,
    isFeatured: input.isFeatured,
    isInternational: input.isInternational,
  };
}

async function assertNameFree(db: DbOrTx, name: string, exceptId?: string) {
  const other = await adminCityRepository.findByName(db, name);
  if (other && other.id !== exceptId) throw duplicate('name', 'cityNameTaken');
}

export async function createCity(db: Db, actor: AuthUser, input: AdminCity) {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    const row = await uniqueOrConflict(
      adminCityRepository.insert(tx, { id: newId(), ...columns(input) }),
      UNIQUE,
    );
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'city.create',
      entity: 'city',
      entityId: row.id,
      data: { name: row.name },
    });
    return presentCity(row);
  });
}

export async function updateCity(db: Db, actor: AuthUser, id: string, input: AdminCity) {
  return db.transaction(async (tx) => {
    const before = await adminCityRepository.lock(tx, id);
    if (!before) throw notFound('cityNotFound');
    await assertNameFree(tx, input.name, id);
    const after = await uniqueOrConflict(adminCityRepository.update(tx, id, columns(input)), UNIQUE);
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'city.update',
      entity: 'city',
      entityId: id,
      data: changes(before, after, FIELDS),
    });
    return presentCity(after);
  });
}
