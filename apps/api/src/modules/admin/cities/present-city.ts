import type { City } from '@gbaka/shared';
import type { CityRow } from './repository';

/** SPEC §3 Admin city. */
export function presentCity(row: CityRow): City {
  return {
    _id: row.id,
    name: row.name,
    country: row.country,
    region: row.region,
    description: row.description,
    latitude: row.latitude,
    longitude: row.longitude,
    image: row.image,
    isFeatured: row.isFeatured,
    isInternational: row.isInternational,
  };
}
