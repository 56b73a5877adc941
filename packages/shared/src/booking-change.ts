import { z } from 'zod';
import { idSchema } from './common';
import { err } from './error-key';
import { bookingSchema, CHANGE_LEGS, pendingBookingChangeSchema, seatNumbersSchema } from './booking';
import { CANCEL_WINDOW_HOURS, hoursUntil } from './cancellation';
import { departureInstant } from './schedule';

/**
 * Changing a booking (issue 16, DESIGN §10): a confirmed booking moves to another departure of the same line
 * until 24 h before its departure (the window of a free cancellation), with as many seats, chosen on the new
 * bus. The server computes the new total as for a booking; `totalPrice` is what the traveller was shown (409
 * with the current total when it differs). A booking whose departure the company cancelled moves for free
 * (issue 17): its total stays what was paid, so `totalPrice` is the booking's own total.
 */
/**
 * `leg` says which journey moves (no `leg`: the outbound one, as before round trips could change their return).
 * `tripId` and `seats` are the new departure of that journey; with `both`, of the outbound one, and
 * `returnTripId` and `returnSeats` those of the return. The 24 h window applies to each moved journey's departure.
 */
export const bookingChangeSchema = z
  .object({
    leg: z.enum(CHANGE_LEGS, err('changeLegInvalid')).default('outbound'),
    tripId: z.string(err('outboundRouteRequired')).trim().min(1, err('outboundRouteRequired')).pipe(idSchema),
    seats: seatNumbersSchema,
    returnTripId: z
      .string(err('returnRouteRequired'))
      .trim()
      .min(1, err('returnRouteRequired'))
      .pipe(idSchema)
      .optional(),
    returnSeats: seatNumbersSchema.optional(),
    totalPrice: z
      .number(err('totalPriceInvalid'))
      .int(err('totalPriceInvalid'))
      .min(0, err('totalPriceInvalid')),
  })
  .refine((v) => v.leg !== 'both' || v.returnTripId !== undefined, {
    ...err('returnRouteRequired'),
    path: ['returnTripId'],
  })
  .refine((v) => v.leg !== 'both' || v.returnSeats !== undefined, {
    ...err('seatsRequired'),
    path: ['returnSeats'],
  });
export type BookingChangeInput = z.input<typeof bookingChangeSchema>;
export type BookingChangeRequest = z.output<typeof bookingChangeSchema>;

/**
 * The answer of POST /travel/bookings/{id}/change. Applied at once (same or lower fare, free move): the booking
 * on its new departure, `refundDue` the difference recorded for the refund queue. A higher fare: the booking
 * still on its departure, `amountDue` to pay through POST /payment/initiate, and `pendingChange`.
 */
export const bookingChangeResultSchema = z.object({
  booking: bookingSchema,
  amountDue: z.number().int(),
  refundDue: z.number().int(),
  pendingChange: pendingBookingChangeSchema.nullable(),
});
export type BookingChangeResult = z.infer<typeof bookingChangeResultSchema>;

/** Whether a confirmed booking can still be changed by its traveller: the same window as a free cancellation. */
export function canTravellerChange(status: string, departure: Date, now: Date = new Date()): boolean {
  return status === 'confirmed' && hoursUntil(departure, now) > CANCEL_WINDOW_HOURS;
}

/** A booking the company cancelled with its departure: moved for free to another departure of the line. */
export function isFreeMove(booking: { status: string; cancelReason?: string | null }): boolean {
  return booking.status === 'cancelled' && booking.cancelReason === 'departure_cancelled';
}

/**
 * Which journeys of a booking its traveller can still move: each until 24 h before its own departure, so that
 * the return of a round trip can change after the outbound bus has left. A free move (departure cancelled by its
 * company) moves any journey not yet left.
 */
export function changeableLegs(
  booking: {
    status: string;
    cancelReason?: string | null;
    tripType: string;
    outboundRoute: { departureDate: string; departureTime: string };
    returnRoute?: { departureDate: string; departureTime: string } | null;
  },
  now: Date = new Date(),
): { outbound: boolean; return: boolean } {
  const open = (leg: { departureDate: string; departureTime: string }) => {
    const departure = departureInstant(leg.departureDate, leg.departureTime);
    return isFreeMove(booking)
      ? departure.getTime() > now.getTime()
      : canTravellerChange(booking.status, departure, now);
  };
  const back = booking.tripType === 'roundTrip' ? booking.returnRoute : null;
  return { outbound: open(booking.outboundRoute), return: back ? open(back) : false };
}
