import { z } from 'zod';
import { isoDateSchema, namedRefSchema, timeSchema } from './common';

/**
 * Response shapes of the public catalogue: cities, companies, buses and trips ("routes" on the wire, SPEC §3).
 * The API always answers with objects (DESIGN §3); `refs.ts` reads the older string-or-object shapes.
 */

/** /travel/cities/departure, /arrival and /all answer plain names (SPEC §3 City, §7). */
export const cityNamesSchema = z.array(z.string());

export const citySchema = z.object({
  _id: z.string(),
  name: z.string(),
  country: z.string(),
  region: z.string().nullable(),
  description: z.string().nullable(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  image: z.string().nullable(),
  isFeatured: z.boolean(),
  isInternational: z.boolean(),
});
export type City = z.infer<typeof citySchema>;

export const cityRefSchema = namedRefSchema;
export type CityRef = z.infer<typeof cityRefSchema>;

export const companySchema = z.object({
  _id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;

/** `companyName` on a trip: the company as a badge, name and logo (SPEC §3). */
export const companyRefSchema = z.object({ _id: z.string(), name: z.string(), logo: z.string().nullable() });
export type CompanyRef = z.infer<typeof companyRefSchema>;

/** A bus as travellers see it; `busNumber` is the operator's own id (`busId` in the admin form). */
export const busSchema = z.object({
  _id: z.string(),
  name: z.string(),
  busNumber: z.string(),
  model: z.string().nullable(),
  type: z.string().nullable(),
  capacity: z.number().int().min(1),
  layout: z.string(),
  amenities: z.array(z.string()),
});
export type Bus = z.infer<typeof busSchema>;

/** One dated departure: the spec's "route", `Trip` in code (DESIGN §1). */
export const tripSchema = z.object({
  _id: z.string(),
  from: cityRefSchema,
  to: cityRefSchema,
  departureDate: isoDateSchema,
  departureTime: timeSchema,
  arrivalTime: timeSchema,
  /** "4h30min", see `durationText`. */
  duration: z.string(),
  durationMinutes: z.number().int().min(0),
  /** F CFA per seat. */
  price: z.number().int().min(0),
  /** Seats still for sale: on sale minus held or sold (DESIGN §4). */
  availableSeats: z.number().int().min(0),
  companyName: companyRefSchema,
  /** Null when no bus is assigned yet; the seat page then shows "no bus associated". */
  bus: busSchema.nullable(),
  stops: z.array(z.string()),
  amenities: z.array(z.string()),
  features: z.array(z.string()),
  popular: z.boolean(),
});
export type Trip = z.infer<typeof tripSchema>;

export const tripListSchema = z.array(tripSchema);
