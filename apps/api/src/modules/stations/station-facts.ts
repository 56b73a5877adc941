import type { DbOrTx } from '../../db/client';
import type { StationFacts } from './present-station';
import { stationRepository, type CompanyRow } from './repository';

/** The grouped facts of every station (or of one, `companyId`), read in three queries and keyed by company. */
export async function stationFacts(
  db: DbOrTx,
  now: Date,
  companyId?: string,
): Promise<(company: CompanyRow) => StationFacts> {
  const [stats, cities, amenities] = await Promise.all([
    stationRepository.tripStats(db, now, companyId),
    stationRepository.servedCities(db, now, companyId),
    stationRepository.busAmenities(db, companyId),
  ]);
  const statsBy = new Map(stats.map((s) => [s.companyId, s]));
  // Main cities first, so that the four a card shows are the ones that matter; ties in French order.
  cities.sort((a, b) => b.departures - a.departures || a.name.localeCompare(b.name, 'fr'));
  const citiesBy = groupBy(
    cities,
    (c) => c.companyId,
    (c) => c.name,
  );
  const amenitiesBy = groupBy(
    amenities,
    (a) => a.companyId,
    (a) => a.amenity,
  );
  return (company) => ({
    stats: statsBy.get(company.id),
    cities: citiesBy.get(company.id) ?? [],
    busAmenities: amenitiesBy.get(company.id) ?? [],
  });
}

function groupBy<T>(rows: T[], key: (row: T) => string, value: (row: T) => string): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(value(row));
    else groups.set(key(row), [value(row)]);
  }
  return groups;
}
