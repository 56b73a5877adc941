import { z } from 'zod';
import { isoDateSchema, timeSchema } from './common';
import { parseBookingLookup } from './booking-reference';
import { cityRefSchema } from './catalogue';
import { err } from './error-key';
import type { MessageKey } from './messages/fr';
import { sameName } from './refs';

/** Trip tracking (SPEC §3, §4; DESIGN §7): status and position come from the schedule, not from a GPS. */
export const TRACKING_STATUSES = ['scheduled', 'in_transit', 'completed', 'cancelled'] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

export function trackingStatusLabel(status: string | null | undefined): MessageKey {
  switch (status) {
    case 'scheduled':
      return 'trackingScheduled';
    case 'in_transit':
      return 'trackingInTransit';
    case 'completed':
      return 'trackingCompleted';
    case 'cancelled':
      return 'trackingCancelled';
    default:
      return 'trackingUnknown';
  }
}

/** The /track form: a booking number, its reference ("BOOK-1A2B3C4D", "1a2b3c4d") or its id. */
export const trackingQuerySchema = z.object({
  bookingNumber: z
    .string(err('bookingNumberRequired'))
    .trim()
    .min(1, err('bookingNumberRequired'))
    .max(64, err('tooLong')),
});
export type TrackingQuery = z.infer<typeof trackingQuerySchema>;

export const coordinatesSchema = z.object({ latitude: z.number(), longitude: z.number() });
export type Coordinates = z.infer<typeof coordinatesSchema>;

/** The path parameter of the tracking route: a booking id or reference (see `parseBookingLookup`). */
export const trackingParamsSchema = z.object({
  idOrReference: z
    .string()
    .max(64, err('bookingNumberInvalid'))
    .refine((value) => parseBookingLookup(value) !== null, err('bookingNumberInvalid')),
});

const placeSchema = z.object({
  city: z.string(),
  /** Null when the city has no coordinates. */
  coordinates: coordinatesSchema.nullable(),
});

const trackedRouteSchema = z.object({
  from: cityRefSchema,
  to: cityRefSchema,
  departureDate: isoDateSchema,
  departureTime: timeSchema,
  arrivalTime: timeSchema,
  companyName: z.object({ name: z.string() }),
});
export type TrackedRoute = z.infer<typeof trackedRouteSchema>;

/**
 * GET /travel/bookings/{idOrReference}/track (SPEC §3 Tracking result, DESIGN §7). `currentTracking` follows
 * the leg in progress: the outbound one until it has arrived, then the return one (`leg` says which). E-mail
 * and phone are masked unless the caller owns the booking or is an admin; no user id, no payment data.
 */
export const trackingResultSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  tripType: z.enum(['oneWay', 'roundTrip']),
  outboundRoute: trackedRouteSchema,
  returnRoute: trackedRouteSchema.nullable(),
  passengerDetails: z.object({ fullName: z.string(), email: z.string(), phoneNumber: z.string() }),
  currentTracking: z.object({
    leg: z.enum(['outbound', 'return']),
    status: z.enum(TRACKING_STATUSES),
    /**
     * Where the bus should be; coordinates are null mid-way when a city has none, and always for a cancelled
     * booking (DESIGN §7: no position, no estimated arrival).
     */
    currentLocation: z.object({
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      /** "Entre Toumodi et Yamoussoukro" on the road, the city's name before departure and after arrival. */
      description: z.string(),
    }),
    /** Share of the leg's scheduled time elapsed, 0 before departure, 1 from arrival. */
    progress: z.number().min(0).max(1),
    /** HH:MM in Abidjan; null for a cancelled booking, which goes nowhere (DESIGN §7). */
    estimatedArrivalTime: timeSchema.nullable(),
    departureInfo: placeSchema.extend({ time: timeSchema }),
    arrivalInfo: placeSchema.extend({ time: timeSchema }),
    busDetails: z.object({ name: z.string(), busId: z.string(), totalSeats: z.number().int() }).nullable(),
    /**
     * The leg's delay announced by its company (DESIGN §7, §9): the position and the estimated arrival already
     * count it; null when on time.
     */
    delay: z.object({ minutes: z.number().int(), reason: z.string().nullable() }).nullable(),
  }),
});
export type TrackingResult = z.infer<typeof trackingResultSchema>;

export type RoutePlace = { at: string } | { between: [string, string] };

/**
 * The stretch of road the bus is on, for the position's description: the line from origin to destination
 * through its stops, the stops taken as evenly spaced in time (the trip records their names, not when it
 * passes them). At the origin before departure, at the destination from arrival.
 */
export function placeOnRoute(
  from: string,
  stops: readonly string[],
  to: string,
  progress: number,
): RoutePlace {
  const line = [from, ...stops.filter((s) => s.trim() && !sameName(s, from) && !sameName(s, to)), to];
  if (!(progress > 0)) return { at: from };
  if (progress >= 1) return { at: to };
  const legs = line.length - 1;
  const i = Math.min(Math.floor(progress * legs), legs - 1);
  return { between: [line[i]!, line[i + 1]!] };
}

export interface TrackPositionInput {
  fromCoords: Coordinates | null;
  toCoords: Coordinates | null;
  departure: Date;
  arrival: Date;
  now?: Date;
  cancelled?: boolean;
}

export interface TrackPosition {
  status: TrackingStatus;
  progress: number;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Where the bus should be now: at the origin before departure (nowhere when cancelled), at the destination after
 * arrival, in between on the straight line, in proportion to the time elapsed. A straight line is wrong on the
 * road but right enough for "about halfway", and needs no map data.
 */
export function trackPosition({
  fromCoords,
  toCoords,
  departure,
  arrival,
  now = new Date(),
  cancelled,
}: TrackPositionInput): TrackPosition {
  const span = arrival.getTime() - departure.getTime();
  const elapsed = now.getTime() - departure.getTime();
  let status: TrackingStatus;
  let progress: number;
  // A cancelled booking has no bus to follow: no position at all, not even its origin (DESIGN §7).
  if (cancelled) return { status: 'cancelled', progress: 0, latitude: null, longitude: null };
  if (elapsed < 0) [status, progress] = ['scheduled', 0];
  else if (elapsed >= span) [status, progress] = ['completed', 1];
  else [status, progress] = ['in_transit', elapsed / span];
  if (!fromCoords || !toCoords) {
    const at = progress === 0 ? fromCoords : progress === 1 ? toCoords : null;
    return { status, progress, latitude: at?.latitude ?? null, longitude: at?.longitude ?? null };
  }
  return {
    status,
    progress,
    latitude: fromCoords.latitude + (toCoords.latitude - fromCoords.latitude) * progress,
    longitude: fromCoords.longitude + (toCoords.longitude - fromCoords.longitude) * progress,
  };
}

/** "koffi.yao@mail.ci" → "k*******@mail.ci": enough for the owner to recognise it, not to contact them. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return '***';
  return `${email[0]}${'*'.repeat(Math.max(at - 1, 3))}${email.slice(at)}`;
}

/**
 * "Awa Koné" → "A. K.": what a stranger holding a booking number sees of the passenger (DESIGN §7), enough for a
 * family to recognise the booking, not to name the traveller.
 */
export function nameInitials(fullName: string): string {
  return fullName
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${[...word][0]!.toLocaleUpperCase('fr')}.`)
    .join(' ');
}

/** "+2250712345678" → "+225 07 ** ** ** 78"; another country keeps its code: "+233 ** ** ** 67". */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return '***';
  if (digits.length === 13 && digits.startsWith('225'))
    return `+225 ${digits.slice(3, 5)} ** ** ** ${digits.slice(-2)}`;
  return `+${digits.slice(0, 3)} ** ** ** ${digits.slice(-2)}`;
}
