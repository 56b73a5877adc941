import type { DbOrTx } from '../../db/client';
import { catalogueRepository } from './repository';

export type CityListKind = 'all' | 'departure' | 'arrival';

/**
 * City names for the search form (SPEC §3 City: the traveller side takes a plain list of names). Departure and
 * arrival lists keep only cities that a trip still to come leaves from or goes to, so a search can succeed.
 */
export async function listCityNames(db: DbOrTx, kind: CityListKind, now = new Date()): Promise<string[]> {
  const names = await catalogueRepository.cityNames(db, kind, now);
  // French collation: "Bouaké" sorts with "Bouaflé", not after "Z" as a byte order would put it.
  return names.sort((a, b) => a.localeCompare(b, 'fr'));
}
