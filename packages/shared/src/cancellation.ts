/**
 * Cancellation policy (SPEC §9, DESIGN §4): free up to 24 h before departure, a 50 % fee between 24 h and 6 h,
 * 100 % under 6 h. A traveller may cancel only a confirmed booking more than 24 h ahead, so the paid tiers
 * only ever apply to cancellations made by an administrator. Refunds reach the payer in 5 to 7 business days.
 */
export const CANCEL_WINDOW_HOURS = 24;
export const LATE_CANCEL_HOURS = 6;
export const LATE_CANCEL_FEE_RATE = 0.5;
export const REFUND_BUSINESS_DAYS = { min: 5, max: 7 } as const;

const HOUR_MS = 3_600_000;

export type CancelledBy = 'traveller' | 'admin';

/** Hours from `now` to `departure`; negative once the bus has left. */
export function hoursUntil(departure: Date, now: Date = new Date()): number {
  return (departure.getTime() - now.getTime()) / HOUR_MS;
}

/** SPEC §4: the status is confirmed and the departure is more than 24 hours away. */
export function canTravellerCancel(status: string, departure: Date, now: Date = new Date()): boolean {
  return status === 'confirmed' && hoursUntil(departure, now) > CANCEL_WINDOW_HOURS;
}

/** Share of the amount kept as a fee: 0 from 24 h ahead, 0.5 from 6 h, 1 under 6 h or after departure. */
export function cancellationFeeRate(departure: Date, now: Date = new Date()): number {
  const hours = hoursUntil(departure, now);
  if (hours >= CANCEL_WINDOW_HOURS) return 0;
  if (hours >= LATE_CANCEL_HOURS) return LATE_CANCEL_FEE_RATE;
  return 1;
}

export interface RefundInput {
  /** What the payer actually paid, in F CFA (0 for a booking never paid). */
  total: number;
  departure: Date;
  now?: Date;
  by: CancelledBy;
}

export interface Refund {
  feeRate: number;
  /** Whole F CFA; the fee is rounded and the refund is the rest, so fee + refund is always the total. */
  refundAmount: number;
  /** False when a traveller asks outside the window: the API must refuse rather than refund. */
  allowed: boolean;
}

export function refundFor({ total, departure, now = new Date(), by }: RefundInput): Refund {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError('total must be a whole amount >= 0');
  const feeRate = cancellationFeeRate(departure, now);
  const allowed = by === 'admin' || hoursUntil(departure, now) > CANCEL_WINDOW_HOURS;
  return { feeRate, refundAmount: total - Math.round(total * feeRate), allowed };
}
