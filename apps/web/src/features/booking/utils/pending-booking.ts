import type { CheckoutDetails } from '@gbaka/shared';
import type { CheckoutState } from './flow-state';

/**
 * The booking created at checkout, kept for the tab's lifetime. Coming back from the payment page (Back button,
 * a failed initiation) must not book the same seats a second time: the first booking still holds them, and a
 * second would be refused as "seat taken" by our own hold.
 */
export interface PendingBooking {
  bookingId: string;
  holdExpiresAt: string | null;
  selection: string;
  passenger: CheckoutDetails;
}

const KEY = 'gbaka.pendingBooking';

/** The seats and trips of a checkout, as one comparable string. */
export function selectionKey(state: Pick<CheckoutState, 'outbound' | 'return'>): string {
  const leg = (l?: { routeId: string; seats: number[] }) =>
    l ? `${l.routeId}:${[...l.seats].sort((a, b) => a - b).join(',')}` : '';
  return `${leg(state.outbound)}|${leg(state.return)}`;
}

/** The same contact and the same name on each seat: the booking already made can be paid as it is. */
export function samePassenger(a: CheckoutDetails, b: CheckoutDetails): boolean {
  const names = (d: CheckoutDetails) => (d.passengers ?? []).map((p) => `${p.seat}:${p.fullName}`).join('|');
  return (
    a.fullName === b.fullName &&
    a.email === b.email &&
    a.phoneNumber === b.phoneNumber &&
    names(a) === names(b)
  );
}

export function readPendingBooking(
  selection: string,
  storage: Storage | undefined = safeSession(),
): PendingBooking | null {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as PendingBooking;
    return stored.selection === selection && typeof stored.bookingId === 'string' ? stored : null;
  } catch {
    return null;
  }
}

export function savePendingBooking(
  booking: PendingBooking,
  storage: Storage | undefined = safeSession(),
): void {
  try {
    storage?.setItem(KEY, JSON.stringify(booking));
  } catch {
    // Private mode or a full storage: the booking still goes on, only the Back-button shortcut is lost.
  }
}

export function clearPendingBooking(storage: Storage | undefined = safeSession()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // See savePendingBooking.
  }
}

function safeSession(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
