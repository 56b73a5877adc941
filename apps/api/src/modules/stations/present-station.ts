import {
  DEFAULT_STATION_SERVICES,
  durationText,
  STATION_NEXT_DEPARTURES,
  stationAmenities,
  stationName,
  type Language,
  type Station,
  type StationRoute,
} from '@gbaka/shared';
import { companyDescription } from '../catalogue/present-trip';
import type { CompanyRow, LineRow, TripStatsRow } from './repository';

export interface StationFacts {
  stats?: TripStatsRow;
  /** Served cities, most departures first. */
  cities: string[];
  busAmenities: string[];
}

/**
 * A company as its main station (SPEC §3 Station); the schema has no services column, so they are the defaults.
 * The description is in the traveller's language, French when it has no translation there.
 */
export function presentStation(company: CompanyRow, facts: StationFacts, lang: Language): Station {
  const { stats } = facts;
  return {
    _id: company.id,
    name: stationName(company.name),
    companyName: company.name,
    description: companyDescription(company, lang),
    address: company.address,
    phone: company.phone,
    email: company.email,
    website: company.website,
    routeCount: stats?.lines ?? 0,
    servedCities: facts.cities,
    services: [...DEFAULT_STATION_SERVICES],
    amenities: stationAmenities(facts.busAmenities),
    coordinates:
      company.latitude !== null && company.longitude !== null
        ? { latitude: company.latitude, longitude: company.longitude }
        : null,
    priceRange: stats ? { min: stats.min, max: stats.max, average: stats.average } : null,
  };
}

/** Rows of `stationRepository.lines` (soonest first) as one route per line, described by its next departure. */
export function presentLines(company: CompanyRow, rows: LineRow[]): StationRoute[] {
  const lines = new Map<string, StationRoute>();
  for (const row of rows) {
    const key = `${row.from.id}>${row.to.id}`;
    const departure = {
      _id: row.id,
      departureDate: row.departureDate,
      departureTime: row.departureTime,
      price: row.price,
    };
    const line = lines.get(key);
    if (line) {
      if (line.nextDepartures.length < STATION_NEXT_DEPARTURES) line.nextDepartures.push(departure);
      continue;
    }
    lines.set(key, {
      _id: row.id,
      from: { _id: row.from.id, name: row.from.name },
      to: { _id: row.to.id, name: row.to.name },
      departureDate: row.departureDate,
      departureTime: row.departureTime,
      arrivalTime: row.arrivalTime,
      duration: durationText(row.durationMinutes),
      durationMinutes: row.durationMinutes,
      price: row.price,
      priceFrom: row.priceFrom,
      companyName: { _id: company.id, name: company.name, logo: company.logo },
      stops: row.stops,
      amenities: row.amenities,
      departureCount: row.departureCount,
      nextDepartures: [departure],
    });
  }
  return [...lines.values()];
}
