import {
  DEFAULT_LANGUAGE,
  durationText,
  inLanguage,
  type AdminCompanyView,
  type Company,
  type Language,
  type Trip,
} from '@gbaka/shared';
import type { companies } from '../../db/schema';
import type { TripRow } from './repository';

/** A trip row as the wire's `Trip` (SPEC §3 Route/trip): `_id`s, nested city, company and bus objects. */
export function presentTrip(row: TripRow): Trip {
  return {
    _id: row.id,
    from: { _id: row.from.id, name: row.from.name },
    to: { _id: row.to.id, name: row.to.name },
    departureDate: row.departureDate,
    departureTime: row.departureTime,
    arrivalTime: row.arrivalTime,
    duration: durationText(row.durationMinutes),
    durationMinutes: row.durationMinutes,
    price: row.price,
    availableSeats: row.availableSeats,
    companyName: { _id: row.company.id, name: row.company.name, logo: row.company.logo },
    bus: {
      _id: row.bus.id,
      name: row.bus.name,
      busNumber: row.bus.busNumber,
      model: row.bus.model,
      type: row.bus.type,
      capacity: row.bus.totalSeats,
      layout: row.bus.layout,
      amenities: row.bus.amenities,
    },
    stops: row.stops,
    amenities: row.amenities,
    features: row.features,
    popular: row.popular,
  };
}

/** A company for travellers: its description in their language, French when it has no translation there. */
export function presentCompany(
  row: typeof companies.$inferSelect,
  lang: Language = DEFAULT_LANGUAGE,
): Company {
  return {
    _id: row.id,
    name: row.name,
    logo: row.logo,
    description: companyDescription(row, lang),
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website,
  };
}

export function companyDescription(row: typeof companies.$inferSelect, lang: Language): string | null {
  return inLanguage({ fr: row.description, en: row.descriptionEn, es: row.descriptionEs }, lang);
}

/** A company in the back office: the description in each language as it was written. */
export function presentAdminCompany(row: typeof companies.$inferSelect): AdminCompanyView {
  return {
    ...presentCompany(row),
    description: row.description,
    descriptionEn: row.descriptionEn,
    descriptionEs: row.descriptionEs,
  };
}
