import { z } from 'zod';
import { errorResponseSchema, idSchema, isoDateSchema, timeSchema } from './common';
import { cityRefSchema, companyRefSchema } from './catalogue';
import { err } from './error-key';
import type { MessageKey } from './messages/fr';
import { MAX_SEATS_PER_BOOKING } from './money';
import { TRIP_TYPES } from './trip-type';
import { requiredEmailSchema, requiredPhoneSchema } from './user';

/** Booking life cycle (SPEC §4, DESIGN §4): created pending_payment, then confirmed, cancelled or completed. */
export const BOOKING_STATUSES = ['pending_payment', 'confirmed', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Why a booking was cancelled; `payment_timeout` is an expired seat hold (DESIGN §4), `departure_cancelled` the
 * company's cancellation of the departure (DESIGN §9: a full refund due, or a free move to another departure).
 */
export const CANCEL_REASONS = ['payment_timeout', 'traveller', 'admin', 'departure_cancelled'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** A required id field whose absence has its own message ("choose an outbound trip"). */
function requiredId(requiredKey: MessageKey) {
  return z.string(err(requiredKey)).trim().min(1, err(requiredKey)).pipe(idSchema);
}

/** Seat numbers of one leg: 1 to 5 distinct positive whole numbers (SPEC §5, §9). */
export const seatNumbersSchema = z
  .array(
    z
      .number(err('seatInvalid'))
      .int(err('seatInvalid'))
      .min(1, err('seatInvalid'))
      .max(999, err('seatInvalid')),
    err('seatsRequired'),
  )
  .min(1, err('seatsRequired'))
  .max(MAX_SEATS_PER_BOOKING, err('tooManySeats'))
  .refine((seats) => new Set(seats).size === seats.length, err('duplicateSeats'));

/** Checkout form (SPEC §5): the three fields are required; the phone is stored in E.164. */
export const passengerDetailsSchema = z.object({
  fullName: z
    .string(err('fullNameRequired'))
    .trim()
    .min(1, err('fullNameRequired'))
    .min(2, err('fullNameTooShort'))
    .max(100, err('tooLong')),
  email: requiredEmailSchema,
  phoneNumber: requiredPhoneSchema,
});
export type PassengerDetailsInput = z.input<typeof passengerDetailsSchema>;
export type PassengerDetails = z.output<typeof passengerDetailsSchema>;

const absentIfEmpty = (v: unknown) => (v === '' || v === null ? undefined : v);

/** One seat's traveller (WAVE 2, DESIGN §10): several seats are several people, each with a name. */
export const seatPassengerSchema = z.object({
  seat: z
    .number(err('seatInvalid'))
    .int(err('seatInvalid'))
    .min(1, err('seatInvalid'))
    .max(999, err('seatInvalid')),
  fullName: z
    .string(err('passengerNameRequired'))
    .trim()
    .min(1, err('passengerNameRequired'))
    .max(100, err('tooLong')),
});
export type SeatPassenger = z.output<typeof seatPassengerSchema>;

/** The checkout form: the contact (passengerDetails) and a name per outbound seat. */
export const checkoutDetailsSchema = passengerDetailsSchema.extend({
  passengers: z.array(seatPassengerSchema),
});
export type CheckoutDetailsInput = z.input<typeof checkoutDetailsSchema>;
export type CheckoutDetails = z.output<typeof checkoutDetailsSchema>;

/** One name per seat of the outbound leg, each seat once, exactly the seats booked. */
function passengersMatchSeats(passengers: SeatPassenger[], seats: number[]): boolean {
  const named = passengers.map((p) => p.seat);
  return (
    named.length === seats.length &&
    new Set(named).size === named.length &&
    named.every((seat) => seats.includes(seat))
  );
}

/**
 * POST /travel/bookings. `totalPrice` is what the traveller was shown; the server recomputes it and answers
 * 409 when it differs (DESIGN §4). On a round trip `returnSelectedSeats` defaults to the outbound seats.
 */
export const createBookingSchema = z
  .object({
    outboundRouteId: requiredId('outboundRouteRequired'),
    returnRouteId: z.preprocess(absentIfEmpty, requiredId('returnRouteRequired').optional()),
    tripType: z.enum(TRIP_TYPES, err('invalidValue')).default('oneWay'),
    selectedSeats: seatNumbersSchema,
    returnSelectedSeats: z.preprocess(absentIfEmpty, seatNumbersSchema.optional()),
    passengerDetails: passengerDetailsSchema,
    /**
     * A name per outbound seat; a return seat takes the name of the outbound seat at the same index. Optional so
     * that the spec's request (the contact only) still books: that booking's one passenger is its contact.
     */
    passengers: z.preprocess(absentIfEmpty, z.array(seatPassengerSchema, err('invalidValue')).optional()),
    totalPrice: z
      .number(err('totalPriceInvalid'))
      .int(err('totalPriceInvalid'))
      .min(0, err('totalPriceInvalid')),
  })
  .refine((b) => !b.passengers || passengersMatchSeats(b.passengers, b.selectedSeats), {
    ...err('passengersMismatch'),
    path: ['passengers'],
  })
  .refine((b) => b.tripType === 'oneWay' || b.returnRouteId !== undefined, {
    ...err('returnRouteRequired'),
    path: ['returnRouteId'],
  })
  .refine((b) => b.tripType === 'roundTrip' || (b.returnRouteId === undefined && !b.returnSelectedSeats), {
    ...err('returnRouteUnexpected'),
    path: ['returnRouteId'],
  })
  .refine((b) => b.returnRouteId === undefined || b.returnRouteId !== b.outboundRouteId, {
    ...err('sameOutboundAndReturn'),
    path: ['returnRouteId'],
  })
  .refine((b) => !b.returnSelectedSeats || b.returnSelectedSeats.length === b.selectedSeats.length, {
    ...err('returnSeatsMismatch'),
    path: ['returnSelectedSeats'],
  })
  .transform((b) => ({
    ...b,
    returnSelectedSeats: b.tripType === 'roundTrip' ? (b.returnSelectedSeats ?? b.selectedSeats) : undefined,
    // Stored in the order of the seats, so that the return seat at index i is passenger i's.
    passengers: b.passengers
      ? b.selectedSeats.map((seat) => b.passengers!.find((p) => p.seat === seat)!)
      : undefined,
  }));
export type CreateBookingInput = z.input<typeof createBookingSchema>;
export type CreateBookingRequest = z.output<typeof createBookingSchema>;

/** A leg as a booking shows it: enough for the ticket, the profile list and the admin table. */
export const bookingRouteSchema = z.object({
  _id: z.string(),
  from: cityRefSchema,
  to: cityRefSchema,
  departureDate: isoDateSchema,
  departureTime: timeSchema,
  arrivalTime: timeSchema,
  duration: z.string(),
  price: z.number().int().min(0),
  companyName: companyRefSchema,
  /**
   * Each leg its own bus (and company): a round trip may go with one company and come back with another. Absent
   * from copies kept before it was sent (offline tickets).
   */
  bus: z.object({ _id: z.string(), name: z.string(), busNumber: z.string() }).optional(),
  /** The delay its company announced (DESIGN §9); absent from copies kept before it was sent. */
  delay: z.object({ minutes: z.number().int(), reason: z.string().nullable() }).nullable().optional(),
});
export type BookingRoute = z.infer<typeof bookingRouteSchema>;

/** A change waiting for its difference to be paid: the new departure's seats are held until `holdExpiresAt`. */
/** Which journey of a booking a change moves; a one-way booking has only `outbound`. */
export const CHANGE_LEGS = ['outbound', 'return', 'both'] as const;
export type ChangeLeg = (typeof CHANGE_LEGS)[number];

/**
 * `route` and `seats` are the new departure of the journey `leg` moves (with `both`, the outbound one's, and
 * `returnRoute` and `returnSeats` the return's).
 */
export const pendingBookingChangeSchema = z.object({
  _id: z.string(),
  leg: z.enum(CHANGE_LEGS),
  route: bookingRouteSchema,
  seats: z.array(z.number().int()),
  returnRoute: bookingRouteSchema.nullable(),
  returnSeats: z.array(z.number().int()).nullable(),
  newTotal: z.number().int(),
  amountDue: z.number().int(),
  holdExpiresAt: z.string(),
});
export type PendingBookingChange = z.infer<typeof pendingBookingChangeSchema>;

export const bookingSchema = z.object({
  _id: z.string(),
  /** Last 8 characters of `_id`, upper-cased: what the ticket prints and tracking accepts (DESIGN §7). */
  reference: z.string(),
  userId: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  tripType: z.enum(TRIP_TYPES),
  outboundRoute: bookingRouteSchema,
  returnRoute: bookingRouteSchema.nullable(),
  selectedSeats: z.array(z.number().int()),
  /** The return leg's seats; empty on a one-way booking. */
  returnSelectedSeats: z.array(z.number().int()),
  totalPrice: z.number().int(),
  subtotal: z.number().int(),
  fee: z.number().int(),
  passengerDetails: z.object({ fullName: z.string(), email: z.string(), phoneNumber: z.string() }),
  /** Who sits on each outbound seat, in seat order (the contact on every seat for a booking made before names). */
  passengers: z.array(z.object({ seat: z.number().int(), fullName: z.string() })),
  /** ISO instant until which the seats are held; null once paid or cancelled. */
  holdExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  refundAmount: z.number().int().nullable().optional(),
  cancelledAt: z.string().nullable().optional(),
  cancelReason: z.enum(CANCEL_REASONS).nullable().optional(),
  boardedAt: z.string().nullable().optional(),
  /**
   * A confirmed (or completed) booking's ticket, for its owner or the company that sold it (DESIGN §10): the QR's
   * text (a compact JWS) and the short boarding code a conductor types. Absent otherwise.
   */
  ticket: z.object({ qr: z.string(), code: z.string() }).optional(),
  /** The company's reason when it cancelled the outbound departure (DESIGN §9); null otherwise. */
  departureCancelReason: z.string().nullable().optional(),
  /** A change of departure waiting for its difference to be paid (issue 16); null when none. */
  pendingChange: pendingBookingChangeSchema.nullable().optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * Who sits where on one leg (WAVE 2): the outbound seats as booked; a return seat is the passenger of the outbound
 * seat at the same index. A booking without names per seat has its contact on every seat.
 */
export function legPassengers(
  booking: Pick<Booking, 'selectedSeats' | 'returnSelectedSeats' | 'passengerDetails'> & {
    // A ticket kept offline before names per seat existed has none.
    passengers?: readonly SeatPassenger[] | null;
  },
  leg: 'outbound' | 'return',
): SeatPassenger[] {
  const named = booking.passengers ?? [];
  const names = booking.selectedSeats.map(
    (seat) => named.find((p) => p.seat === seat)?.fullName ?? booking.passengerDetails.fullName,
  );
  const seats =
    leg === 'return' && booking.returnSelectedSeats.length > 0
      ? booking.returnSelectedSeats
      : booking.selectedSeats;
  return seats.map((seat, i) => ({ seat, fullName: names[i] ?? booking.passengerDetails.fullName }));
}

/** What checkout needs from POST /travel/bookings; the API answers with the whole booking, a superset. */
export const createdBookingSchema = bookingSchema.pick({
  _id: true,
  reference: true,
  status: true,
  totalPrice: true,
  holdExpiresAt: true,
});
export type CreatedBooking = z.infer<typeof createdBookingSchema>;

/**
 * A 409 of POST /travel/bookings: `currentTotal` when the price changed (the web shows it and asks again),
 * `takenSeats` when someone else holds one of the seats (the seat map reloads).
 */
export const bookingConflictSchema = errorResponseSchema.extend({
  currentTotal: z.number().int().optional(),
  takenSeats: z.array(z.number().int()).optional(),
});
export type BookingConflict = z.infer<typeof bookingConflictSchema>;

/** PUT /travel/bookings/{id}/status: a traveller can only cancel (SPEC §4). */
export const bookingStatusUpdateSchema = z.object({ status: z.literal('cancelled', err('statusInvalid')) });
export type BookingStatusUpdate = z.infer<typeof bookingStatusUpdateSchema>;
