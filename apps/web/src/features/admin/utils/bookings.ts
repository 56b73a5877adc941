import {
  adminStatusOptions,
  isCorruptedBooking,
  refName,
  type AdminBooking,
  type AdminBookingStatus,
  type RefLike,
} from '@gbaka/shared';
import type { CsvCell } from './csv';

/**
 * The admin bookings table reads data that the spec says may be incomplete (SPEC §2, §3: from/to as text or
 * objects, a booking without an outbound origin, destination or date). These helpers never trust the shape.
 */
interface LegLike {
  from?: RefLike;
  to?: RefLike;
  departureDate?: string | null;
  departureTime?: string | null;
}

type LooseLeg = LegLike &
  Omit<Partial<AdminBooking['outboundRoute']>, 'from' | 'to' | 'departureDate' | 'departureTime'>;

export type BookingRow = Omit<AdminBooking, 'outboundRoute' | 'returnRoute'> & {
  outboundRoute: LooseLeg | null;
  returnRoute: LooseLeg | null;
};

/** Flagged by the server or missing its outbound origin, destination or date. */
export function isBookingCorrupted(booking: Pick<BookingRow, 'isCorrupted' | 'outboundRoute' | 'status'>) {
  return booking.isCorrupted === true || isCorruptedBooking(booking);
}

export function corruptedCount(bookings: readonly BookingRow[]): number {
  return bookings.filter(isBookingCorrupted).length;
}

/** The dropdown's choices (SPEC §4): none without a status, when corrupted, or once cancelled or completed. */
export function statusChoices(booking: BookingRow): readonly AdminBookingStatus[] {
  if (!booking.status || isBookingCorrupted(booking)) return [];
  return adminStatusOptions(booking);
}

/** "Abidjan → Bouaké", or an empty string when the leg is missing. */
export function legLine(leg: LegLike | null | undefined): string {
  if (!leg) return '';
  const from = refName(leg.from ?? null);
  const to = refName(leg.to ?? null);
  return from || to ? `${from || '?'} → ${to || '?'}` : '';
}

export function shortId(id: string): string {
  return `${id.slice(0, 8)}…`;
}

export interface CsvLabels {
  status: (status: string) => string;
}

/** One line per booking for the export: full id and reference, so that a line can be found again. */
export function bookingCsvRows(bookings: readonly BookingRow[], labels: CsvLabels): CsvCell[][] {
  return bookings.map((b) => [
    b._id,
    b.reference,
    b.passengerDetails.fullName,
    b.passengerDetails.email,
    b.passengerDetails.phoneNumber,
    legLine(b.outboundRoute),
    b.outboundRoute?.departureDate ?? '',
    b.outboundRoute?.departureTime ?? '',
    legLine(b.returnRoute),
    b.returnRoute?.departureDate ?? '',
    b.selectedSeats.join(', '),
    b.totalPrice,
    labels.status(b.status),
    b.createdAt,
  ]);
}
