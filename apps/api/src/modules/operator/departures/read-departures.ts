import { BOARD_DAYS, type Departure, type Manifest, type ManifestSeat } from '@gbaka/shared';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { todayInAbidjan } from '../../../lib/time';
import type { Staff } from '../staff-access';
import { seatBoardingRepository } from '../boarding/repository';
import { presentDeparture } from './present-departure';
import { operatorDepartureRepository, type ManifestBookingRow } from './repository';

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** GET /operator/departures: the company's departures between two days (today and the next six by default). */
export async function listDepartures(
  db: Db,
  staff: Staff,
  query: { from?: string; to?: string },
  now = new Date(),
): Promise<Departure[]> {
  const from = query.from ?? todayInAbidjan(now);
  const to = query.to ?? addDays(from, BOARD_DAYS - 1);
  const rows = await operatorDepartureRepository.between(db, staff.companyId, from, to);
  return rows.map((row) => presentDeparture(row, now));
}

/**
 * A seat's passenger: the booking's name for that seat when it names one per seat, else its contact. A return
 * leg's seats map to the outbound passengers by position (WAVE2-DESIGN).
 */
function passengerOf(booking: ManifestBookingRow, seat: number, outbound: boolean): string {
  const named = booking.passengers ?? [];
  if (outbound) return named.find((p) => p.seat === seat)?.fullName ?? booking.passenger_full_name;
  const index = (booking.return_selected_seats ?? booking.selected_seats).indexOf(seat);
  const outboundSeat = booking.selected_seats[index];
  return named.find((p) => p.seat === outboundSeat)?.fullName ?? booking.passenger_full_name;
}

/** GET /operator/departures/{tripId}/manifest: every seat of the bus, taken or free, in seat order. */
export async function getManifest(db: Db, staff: Staff, tripId: string, now = new Date()): Promise<Manifest> {
  const row = await operatorDepartureRepository.find(db, staff.companyId, tripId);
  if (!row) throw notFound('tripNotFound');
  const holders = await operatorDepartureRepository.seatHolders(db, staff.companyId, tripId);
  const scans = await seatBoardingRepository.ofTrip(db, staff.companyId, tripId);
  const bySeat = new Map<number, ManifestSeat>();
  for (const booking of holders) {
    const outbound = booking.outbound_trip_id === tripId;
    const paid = booking.status === 'confirmed' || booking.status === 'completed';
    // The back office's check boards the whole leg; a conductor's phone boards seat by seat, and once it has
    // boarded one of the booking's seats here (which also sets the leg's time), its seats say what it recorded.
    const bySeats = [...scans.values()].some((s) => s.bookingId === booking.id);
    const legBoardedAt = bySeats ? null : outbound ? booking.boarded_at : booking.return_boarded_at;
    for (const seat of booking.seats) {
      const scan = scans.get(seat)?.bookingId === booking.id ? scans.get(seat) : undefined;
      const boardedAt = scan?.scannedAt ?? (legBoardedAt === null ? null : new Date(legBoardedAt));
      bySeat.set(seat, {
        seat,
        state: paid ? 'sold' : 'held',
        passenger: passengerOf(booking, seat, outbound),
        contact: { email: booking.passenger_email, phone: booking.passenger_phone },
        channel: booking.channel,
        payment: paid ? { status: 'paid', method: booking.method } : { status: 'pending', method: null },
        bookingId: booking.id,
        reference: booking.reference,
        boarded: boardedAt !== null,
        boardedAt: boardedAt?.toISOString() ?? null,
        boardedBy: scan?.boardedBy ?? null,
      });
    }
  }
  const seats: ManifestSeat[] = [];
  for (let seat = 1; seat <= Number(row.total_seats); seat += 1) {
    seats.push(
      bySeat.get(seat) ?? {
        seat,
        state: 'free',
        passenger: null,
        contact: null,
        channel: null,
        payment: null,
        bookingId: null,
        reference: null,
        boarded: false,
        boardedAt: null,
        boardedBy: null,
      },
    );
  }
  const revoked = (await operatorDepartureRepository.revoked(db, staff.companyId, tripId)).map((r) => ({
    bookingId: r.id,
    reference: r.reference,
    revokedAt: r.cancelled_at === null ? null : new Date(r.cancelled_at).toISOString(),
  }));
  return { departure: presentDeparture(row, now), seats, revoked };
}
