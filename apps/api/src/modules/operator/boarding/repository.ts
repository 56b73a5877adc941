import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { rowsOf } from '../../admin/query-helpers';

/** A seat's boarding as recorded from a conductor's phone: when it was scanned, by whom, on which phone. */
export interface SeatBoarding {
  seat: number;
  bookingId: string;
  scannedAt: Date;
  boardedBy: string | null;
  deviceId: string;
}

interface BoardingRow {
  seat_number: number;
  booking_id: string;
  scanned_at: Date | string;
  first_name: string | null;
  last_name: string | null;
  device_id: string;
}

const present = (r: BoardingRow): SeatBoarding => ({
  seat: r.seat_number,
  bookingId: r.booking_id,
  scannedAt: new Date(r.scanned_at),
  boardedBy: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
  deviceId: r.device_id,
});

/** What a sync needs to know of a booking on one of the company's departures. */
export interface SeatHolding {
  booking_id: string;
  status: 'pending_payment' | 'confirmed' | 'cancelled' | 'completed';
  outbound: boolean;
}

/** Boardings by seat, always through the company's own departure (decision record 008). */
export const seatBoardingRepository = {
  /** The recorded boardings of one of the company's departures, by seat. */
  async ofTrip(db: DbOrTx, companyId: string, tripId: string): Promise<Map<number, SeatBoarding>> {
    const result = await db.execute(sql`
      select b.seat_number, b.booking_id, b.scanned_at, u.first_name, u.last_name, b.device_id
      from boardings b
      join trips t on t.id = b.trip_id and t.company_id = ${companyId}
      left join users u on u.id = b.boarded_by
      where b.trip_id = ${tripId}::uuid
    `);
    return new Map(rowsOf<BoardingRow>(result).map((r) => [r.seat_number, present(r)]));
  },

  /** The short codes of these bookings, by booking id. */
  async codes(db: DbOrTx, bookingIds: string[]): Promise<Map<string, string>> {
    if (bookingIds.length === 0) return new Map();
    const result = await db.execute(sql`
      select id, boarding_code from bookings
      where id in (${sql.join(
        bookingIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
    `);
    return new Map(rowsOf<{ id: string; boarding_code: string }>(result).map((r) => [r.id, r.boarding_code]));
  },

  /** Which of the given trips are the company's: a sync naming any other is refused whole. */
  async companyTrips(db: DbOrTx, companyId: string, tripIds: string[]): Promise<Set<string>> {
    const result = await db.execute(sql`
      select id from trips where company_id = ${companyId} and id in (${sql.join(
        tripIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
    `);
    return new Set(rowsOf<{ id: string }>(result).map((r) => r.id));
  },

  /** The booking holding `seat` on the trip, when it is `bookingId`; null when that booking does not hold it. */
  async holding(db: DbOrTx, tripId: string, seat: number, bookingId: string): Promise<SeatHolding | null> {
    const result = await db.execute(sql`
      select k.id as booking_id, k.status, k.outbound_trip_id = bs.trip_id as outbound
      from booking_seats bs join bookings k on k.id = bs.booking_id
      where bs.trip_id = ${tripId}::uuid and bs.seat_number = ${seat} and bs.booking_id = ${bookingId}::uuid
    `);
    return rowsOf<SeatHolding>(result)[0] ?? null;
  },

  /**
   * Records the seat's boarding unless one is there: the primary key (trip, seat) decides, so that of two
   * conductors syncing the same seat the first wins whatever the order their phones reconnect in.
   */
  async insertFirst(
    db: DbOrTx,
    row: {
      tripId: string;
      seat: number;
      bookingId: string;
      scannedAt: Date;
      userId: string;
      deviceId: string;
    },
  ): Promise<boolean> {
    const result = await db.execute(sql`
      insert into boardings (trip_id, seat_number, booking_id, scanned_at, boarded_by, device_id)
      values (${row.tripId}::uuid, ${row.seat}, ${row.bookingId}::uuid, ${row.scannedAt.toISOString()}::timestamptz,
        ${row.userId}::uuid, ${row.deviceId})
      on conflict (trip_id, seat_number) do nothing
      returning seat_number
    `);
    return rowsOf(result).length === 1;
  },

  /** The seat's recorded boarding (after a lost race), with who made it. */
  async find(db: DbOrTx, tripId: string, seat: number): Promise<SeatBoarding | null> {
    const result = await db.execute(sql`
      select b.seat_number, b.booking_id, b.scanned_at, u.first_name, u.last_name, b.device_id
      from boardings b left join users u on u.id = b.boarded_by
      where b.trip_id = ${tripId}::uuid and b.seat_number = ${seat}
    `);
    const [row] = rowsOf<BoardingRow>(result);
    return row ? present(row) : null;
  },

  /** The booking's leg counts as boarded from its first seat boarded (the back office's check reads it). */
  async markLegBoarded(db: DbOrTx, bookingId: string, outbound: boolean, at: Date) {
    await db.execute(
      outbound
        ? sql`update bookings set boarded_at = ${at.toISOString()}::timestamptz, updated_at = now()
            where id = ${bookingId}::uuid and boarded_at is null`
        : sql`update bookings set return_boarded_at = ${at.toISOString()}::timestamptz, updated_at = now()
            where id = ${bookingId}::uuid and return_boarded_at is null`,
    );
  },
};
