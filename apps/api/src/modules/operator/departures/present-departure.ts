import type { Departure, DepartureStatus } from '@gbaka/shared';
import type { DepartureRow } from './repository';

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function departureStatus(row: DepartureRow, now: Date): DepartureStatus {
  if (row.cancelled_at) return 'cancelled';
  const leaves = asDate(row.departs_at).getTime() + row.delay_minutes * 60_000;
  if (leaves <= now.getTime()) return 'departed';
  return row.delay_minutes > 0 ? 'delayed' : 'scheduled';
}

export function presentDeparture(row: DepartureRow, now = new Date()): Departure {
  const sold = Number(row.sold);
  const held = Number(row.held);
  return {
    _id: row.id,
    from: { _id: row.from_id, name: row.from_name },
    to: { _id: row.to_id, name: row.to_name },
    departureDate: row.departure_date,
    departureTime: row.departure_time,
    arrivalTime: row.arrival_time,
    bus: {
      _id: row.bus_id,
      name: row.bus_name,
      busNumber: row.bus_number,
      totalSeats: Number(row.total_seats),
    },
    price: Number(row.price),
    seatsOnSale: Number(row.seats_on_sale),
    sold,
    held,
    free: Math.max(0, Number(row.seats_on_sale) - sold - held),
    revenue: Number(row.revenue),
    delayMinutes: Number(row.delay_minutes),
    delayReason: row.delay_reason,
    cancelReason: row.cancel_reason,
    status: departureStatus(row, now),
    timetableId: row.timetable_id,
  };
}
