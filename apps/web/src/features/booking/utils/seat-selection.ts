import { MAX_SEATS_PER_BOOKING, type SeatStatus } from '@gbaka/shared';

export type SeatToggle =
  { outcome: 'changed'; seats: number[] } | { outcome: 'reserved' } | { outcome: 'limit' };

/**
 * A click on a seat (SPEC §4 Seat status, §5 Seat selection): a reserved seat is refused, a chosen one is released,
 * and a new one is added unless `limit` seats are already chosen. Seats stay sorted, as the summary lists them.
 */
export function toggleSeat(
  selected: readonly number[],
  seat: number,
  status: SeatStatus | undefined,
  limit: number = MAX_SEATS_PER_BOOKING,
): SeatToggle {
  if (selected.includes(seat)) return { outcome: 'changed', seats: selected.filter((s) => s !== seat) };
  if (status !== 'available') return { outcome: 'reserved' };
  if (selected.length >= limit) return { outcome: 'limit' };
  return { outcome: 'changed', seats: [...selected, seat].sort((a, b) => a - b) };
}

/**
 * After the map reloads: seats someone else took meanwhile are dropped, so the traveller never proceeds with a seat
 * that is no longer theirs. Returns the seats kept and those lost.
 */
export function keepAvailable(
  selected: readonly number[],
  seats: readonly { number: number; status: SeatStatus }[],
): { kept: number[]; lost: number[] } {
  const available = new Set(seats.filter((s) => s.status === 'available').map((s) => s.number));
  return {
    kept: selected.filter((s) => available.has(s)),
    lost: selected.filter((s) => !available.has(s)),
  };
}

/** Whether the traveller may go on: at least one seat, and on a return leg exactly as many as on the outbound. */
export function canProceed(selected: readonly number[], required?: number): boolean {
  return selected.length > 0 && (required === undefined || selected.length === required);
}

/** The seat limit of a leg: the outbound is capped at 5; the return must match the outbound. */
export function seatLimit(required?: number): number {
  return required ?? MAX_SEATS_PER_BOOKING;
}
