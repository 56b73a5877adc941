import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { presentCity } from './present-city';
import { adminCityRepository } from './repository';

export async function getCity(db: Db, id: string) {
  const row = await adminCityRepository.findById(db, id);
  if (!row) throw notFound('cityNotFound');
  return presentCity(row);
}

/** Every city, by name: the admin page counts them from this list (SPEC §7). */
export const listCities = async (db: Db, search?: string) =>
  (await adminCityRepository.list(db, search)).map(presentCity);

export const countCities = (db: Db) => adminCityRepository.count(db);
