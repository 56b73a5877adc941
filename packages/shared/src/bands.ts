import type { MessageKey } from './messages/fr';

/** The /search filters of SPEC §2: price bands, time-of-day bands and amenities. */
export const PRICE_BANDS = ['economy', 'standard', 'premium'] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];
export const ECONOMY_MAX_PRICE = 15000;
export const STANDARD_MAX_PRICE = 30000;

export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export const AMENITY_FILTERS = ['wifi', 'power', 'ac'] as const;
export type AmenityFilter = (typeof AMENITY_FILTERS)[number];

export const PRICE_BAND_LABELS: Record<PriceBand, MessageKey> = {
  economy: 'priceBandEconomy',
  standard: 'priceBandStandard',
  premium: 'priceBandPremium',
};
export const TIME_OF_DAY_LABELS: Record<TimeOfDay, MessageKey> = {
  morning: 'timeOfDayMorning',
  afternoon: 'timeOfDayAfternoon',
  evening: 'timeOfDayEvening',
  night: 'timeOfDayNight',
};
export const AMENITY_LABELS: Record<AmenityFilter, MessageKey> = {
  wifi: 'amenityWifi',
  power: 'amenityPower',
  ac: 'amenityAc',
};

/** Economy up to 15 000, standard 15 001 to 30 000, premium above 30 000 (F CFA per seat). */
export function priceBand(price: number): PriceBand {
  if (price <= ECONOMY_MAX_PRICE) return 'economy';
  if (price <= STANDARD_MAX_PRICE) return 'standard';
  return 'premium';
}

export type SeatsTone = 'green' | 'yellow' | 'red';

/** SPEC §9: over 10 seats left green, over 5 yellow, otherwise red. */
export function seatsLeftTone(seats: number): SeatsTone {
  if (seats > 10) return 'green';
  if (seats > 5) return 'yellow';
  return 'red';
}

/** Bands are half-open: 12:00 is afternoon, 18:00 evening, 00:00 night, 06:00 morning. */
export function timeOfDay(time: string): TimeOfDay {
  const hour = Number(time.slice(0, 2));
  if (!/^\d{2}:\d{2}/.test(time) || hour > 23) throw new RangeError(`invalid time "${time}"`);
  if (hour < 6) return 'night';
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

// Operators type amenities freely; the spec names "ac" and "climatisation" as one, and we fold the usual variants.
const AMENITY_ALIASES: Record<string, AmenityFilter> = {
  wifi: 'wifi',
  'wi-fi': 'wifi',
  power: 'power',
  prise: 'power',
  prises: 'power',
  'prises électriques': 'power',
  usb: 'power',
  ac: 'ac',
  climatisation: 'ac',
  clim: 'ac',
  climatisé: 'ac',
  'air conditioning': 'ac',
};

/** The filter an amenity text belongs to, or undefined for amenities the filters do not cover. */
export function normaliseAmenity(amenity: string): AmenityFilter | undefined {
  return AMENITY_ALIASES[amenity.trim().toLowerCase()];
}

export function hasAmenity(amenities: readonly string[], wanted: AmenityFilter): boolean {
  return amenities.some((a) => normaliseAmenity(a) === wanted);
}

/** Readonly so that constants and React state can be passed as they are. */
export interface TripFilters {
  priceBands?: readonly PriceBand[];
  timesOfDay?: readonly TimeOfDay[];
  amenities?: readonly AmenityFilter[];
}

export const EMPTY_TRIP_FILTERS: Readonly<Required<TripFilters>> = {
  priceBands: [],
  timesOfDay: [],
  amenities: [],
};

/** Drives the "active" badge and the choice of empty state. */
export function hasActiveFilters(filters: TripFilters): boolean {
  return Boolean(filters.priceBands?.length || filters.timesOfDay?.length || filters.amenities?.length);
}

export interface FilterableTrip {
  price: number;
  departureTime: string;
  amenities: readonly string[];
}

/**
 * Keeps the trips that match. Within a group the choices widen the result (economy OR standard; morning OR
 * evening); ticked amenities narrow it (wifi AND ac), since a traveller ticking two wants both. Empty groups
 * do not filter. The order of `trips` is kept.
 */
export function filterTrips<T extends FilterableTrip>(trips: readonly T[], filters: TripFilters): T[] {
  const { priceBands = [], timesOfDay = [], amenities = [] } = filters;
  return trips.filter(
    (trip) =>
      (priceBands.length === 0 || priceBands.includes(priceBand(trip.price))) &&
      (timesOfDay.length === 0 || timesOfDay.includes(timeOfDay(trip.departureTime))) &&
      amenities.every((a) => hasAmenity(trip.amenities, a)),
  );
}
