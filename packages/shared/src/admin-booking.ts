import { z } from 'zod';
import { paginationQuerySchema } from './common';
import { BOOKING_STATUSES, bookingSchema, CHANGE_LEGS, type BookingStatus } from './booking';
import { isCorruptedBooking } from './booking-status';
import { err } from './error-key';

/** Back-office bookings and dashboard (SPEC §2 Admin, §3 Dashboard counts, §4, §7). */

/** Statuses the admin dropdown can set. */
export const ADMIN_BOOKING_STATUSES = ['confirmed', 'cancelled', 'completed'] as const;
export type AdminBookingStatus = (typeof ADMIN_BOOKING_STATUSES)[number];

/**
 * Moves the server accepts. The spec does not list them; these are the ones that keep money and seats
 * consistent: an unpaid booking can be confirmed (cash at a counter) or cancelled, a confirmed one cancelled
 * or completed, and cancelled and completed are final.
 */
export const BOOKING_STATUS_TRANSITIONS: Record<BookingStatus, readonly AdminBookingStatus[]> = {
  pending_payment: ['confirmed', 'cancelled'],
  confirmed: ['cancelled', 'completed'],
  cancelled: [],
  completed: [],
};

export function canChangeBookingStatus(from: BookingStatus, to: BookingStatus): boolean {
  return (BOOKING_STATUS_TRANSITIONS[from] as readonly string[]).includes(to);
}

/** The dropdown's choices: none without a status, for a corrupted booking, or once cancelled or completed. */
export function adminStatusOptions(
  booking: Parameters<typeof isCorruptedBooking>[0],
): readonly AdminBookingStatus[] {
  const status = booking.status as BookingStatus | null | undefined;
  if (!status || !(status in BOOKING_STATUS_TRANSITIONS) || isCorruptedBooking(booking)) return [];
  return BOOKING_STATUS_TRANSITIONS[status];
}

/** PUT /admin/bookings/{id}. */
export const adminBookingStatusSchema = z.object({
  status: z.enum(ADMIN_BOOKING_STATUSES, err('statusInvalid')),
});
export type AdminBookingStatusUpdate = z.infer<typeof adminBookingStatusSchema>;

/** GET /admin/bookings: search by passenger; status "all" (or absent) lists every status. */
export const adminBookingsQuerySchema = paginationQuerySchema.extend({
  status: z
    .union([z.literal('all'), z.enum(BOOKING_STATUSES)], err('statusInvalid'))
    .optional()
    .transform((v) => (v === 'all' ? undefined : v)),
});
export type AdminBookingsQuery = z.output<typeof adminBookingsQuerySchema>;

/** The old-bookings purge removes completed or cancelled bookings older than this (SPEC §9). */
export const OLD_BOOKING_AGE_DAYS = 365;

export const bookingCountsSchema = z.object({
  total: z.number().int(),
  pendingPayment: z.number().int(),
  confirmed: z.number().int(),
  cancelled: z.number().int(),
  completed: z.number().int(),
});
export type BookingCounts = z.infer<typeof bookingCountsSchema>;

export const dashboardCountsSchema = z.object({
  users: z.number().int(),
  routes: z.number().int(),
  buses: z.number().int(),
  companies: z.number().int(),
  cities: z.number().int(),
  partners: z.number().int(),
  bookings: bookingCountsSchema,
  /** Whole F CFA of confirmed and completed bookings. */
  totalRevenue: z.number().int(),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;

const changeDepartureSchema = z.object({
  _id: z.string(),
  departureDate: z.string(),
  departureTime: z.string(),
});

/** One change of departure in a booking's history (issue 16): from where to where, and the money it moved. */
export const bookingChangeEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum(['change', 'free_move']),
  status: z.enum(['awaiting_payment', 'applied', 'expired', 'void']),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
  /** The journey moved: `from`/`to` are its departures (with `both`, the outbound one's; `returnMove` the return's). */
  leg: z.enum(CHANGE_LEGS),
  from: changeDepartureSchema,
  to: changeDepartureSchema,
  fromSeats: z.array(z.number().int()),
  toSeats: z.array(z.number().int()),
  returnMove: z
    .object({
      from: changeDepartureSchema,
      to: changeDepartureSchema,
      fromSeats: z.array(z.number().int()),
      toSeats: z.array(z.number().int()),
    })
    .nullable(),
  oldTotal: z.number().int(),
  newTotal: z.number().int(),
  amountDue: z.number().int(),
  refundDue: z.number().int(),
});
export type BookingChangeEntry = z.infer<typeof bookingChangeEntrySchema>;

/** A booking in the back office: the traveller's shape plus what staff need. */
export const adminBookingSchema = bookingSchema.extend({
  /** When the return leg was boarded (`boardedAt` is the outbound leg's). */
  returnBoardedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  /**
   * SPEC §2 flags bookings without an outbound origin, destination or date. The database cannot hold one
   * (foreign keys and NOT NULL columns), so this is false on every booking it returns; it is kept on the wire
   * because the admin table reads it.
   */
  isCorrupted: z.boolean(),
  /** Its changes of departure, newest first (issue 16): in the booking's detail only, not in the list. */
  changes: z.array(bookingChangeEntrySchema).optional(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

/** DELETE /admin/bookings/old and /corrupted: how many went. */
export const purgeResultSchema = z.object({ deleted: z.number().int() });
