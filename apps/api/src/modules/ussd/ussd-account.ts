import {
  canTravellerCancel,
  departureInstant,
  refundFor,
  ussdText,
  type Booking,
  type UssdKey,
} from '@gbaka/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { cancelByTraveller } from '../bookings/cancel-booking';
import type { NoticeSenders } from '../bookings/cancellation-notices';
import { myBookings } from '../bookings/my-bookings';
import { trackBooking } from '../tracking/track-booking';
import { shortDay, trim } from './menu-helpers';
import type { Caller } from './menu';
import { ussdQueries } from './ussd-queries';

const departure = (b: Booking) =>
  departureInstant(b.outboundRoute.departureDate, b.outboundRoute.departureTime);

/** The phone's bookings still to travel, paid or held, soonest first. */
async function coming(db: Db, caller: Caller, now: Date) {
  const user = await ussdQueries.userByPhone(db, caller.phone);
  if (!user) return { user, bookings: [] };
  const bookings = (await myBookings(db, user.id))
    .filter((b) => (b.status === 'confirmed' || b.status === 'pending_payment') && departure(b) > now)
    .sort((a, b) => departure(a).getTime() - departure(b).getTime());
  return { user, bookings };
}

type Refund = { refund: number } | { error: UssdKey };

const when = (b: Booking) => `${shortDay(b.outboundRoute.departureDate)} ${b.outboundRoute.departureTime}`;

/** What "my tickets" and "cancel" tell over USSD, with the same rules as the web's profile. */
export const ussdAccount = {
  async ticketLines(db: Db, caller: Caller, now: Date): Promise<string[]> {
    const { bookings } = await coming(db, caller, now);
    return bookings.map((b) => {
      const line = ussdText(caller.lang, 'ticketLine', {
        reference: b.reference,
        date: shortDay(b.outboundRoute.departureDate),
        time: b.outboundRoute.departureTime,
        from: trim(b.outboundRoute.from.name, 8),
        to: trim(b.outboundRoute.to.name, 8),
        seats: b.selectedSeats.join(','),
      });
      return b.status === 'pending_payment' ? `${line} ${ussdText(caller.lang, 'pendingMark')}` : line;
    });
  },

  /** Paid tickets more than 24 h ahead, and held ones (abandoned for free), as the web allows. */
  async cancellable(db: Db, caller: Caller, now: Date) {
    const { bookings } = await coming(db, caller, now);
    return bookings
      .filter((b) => b.status === 'pending_payment' || canTravellerCancel(b.status, departure(b), now))
      .map((b) => ({ id: b._id, reference: b.reference, line: `${b.reference} ${when(b)}` }));
  },

  async refundIfCancelled(db: Db, caller: Caller, id: string, now: Date): Promise<Refund> {
    const { bookings } = await coming(db, caller, now);
    const booking = bookings.find((b) => b._id === id);
    if (!booking) return { error: 'invalid' };
    if (booking.status === 'pending_payment') return { refund: 0 };
    const refund = refundFor({
      total: booking.totalPrice,
      departure: departure(booking),
      now,
      by: 'traveller',
    });
    return refund.allowed ? { refund: refund.refundAmount } : { error: 'cancelTooLate' };
  },

  /** Cancels through the web's use case: its lock, rules and refund, and its mail and SMS stating the refund. */
  async cancel(db: Db, senders: NoticeSenders, caller: Caller, id: string, now: Date): Promise<Refund> {
    const user = await ussdQueries.userByPhone(db, caller.phone);
    if (!user) return { error: 'invalid' };
    try {
      const { refundAmount } = await cancelByTraveller(
        db,
        { id: user.id, role: user.role },
        id,
        senders,
        now,
      );
      return { refund: refundAmount };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { error: error.messageKey === 'cancelTooLate' ? 'cancelTooLate' : 'invalid' };
    }
  },

  /** Public tracking by reference, as the web's tracking page shows it, in a few words. */
  async track(db: Db, caller: Caller, input: string, now: Date): Promise<string | null> {
    try {
      const tracked = await trackBooking(db, input, null, caller.lang, now);
      const leg =
        tracked.currentTracking.leg === 'return' && tracked.returnRoute
          ? tracked.returnRoute
          : tracked.outboundRoute;
      return ussdText(caller.lang, 'trackResult', {
        reference: tracked.reference,
        from: trim(leg.from.name, 14),
        to: trim(leg.to.name, 14),
        date: shortDay(leg.departureDate),
        time: leg.departureTime,
        status: ussdText(caller.lang, `status_${tracked.currentTracking.status}` as UssdKey),
      });
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  },
};
