import { bookingTotal, formatFcfa, plainSpaces, type Language, type UssdKey } from '@gbaka/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { uniqueViolation } from '../../lib/database-errors';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { createBooking } from '../bookings/create-booking';
import { pushMobileMoney } from '../payments/initiate-payment';
import { NO_PASSWORD } from '../users/phone-claim';
import type { PaymentContext } from '../payments/payment-context';
import type { MobileWallet } from '../payments/providers/provider';
import { ussdQueries } from './ussd-queries';
import { ussdText } from '@gbaka/shared';

export interface UssdBookingDeps {
  db: Db;
  config: Config;
  payments: PaymentContext;
}

export interface UssdOrder {
  phone: string;
  lang: Language;
  tripId: string;
  price: number;
  seats: number;
  /** The traveller's name, asked only when the phone has no account yet. */
  name?: string;
  wallet: MobileWallet;
  otp?: string;
}

export type UssdOrderOutcome =
  { ok: true; reference: string; total: string; mode: 'pushed' | 'link' } | { ok: false; error: UssdKey };

const BOOKING_ERRORS: Record<string, UssdKey> = {
  seatTaken: 'seatsGone',
  unpaidBookingsLimit: 'tooManyUnpaid',
  unpaidSeatsLimit: 'tooManyUnpaid',
  tripDeparted: 'tripGone',
  tripNotFound: 'tripGone',
  seatNotOnBus: 'seatsGone',
};

/**
 * Books and pays over USSD: the caller is the traveller keyed by their phone (an account without a password is
 * made for a new number), the booking goes through the web's use case (same hold, seat guarantee and caps) with
 * the first free seats, channel `ussd`, and the payment is pushed to the phone; when the provider can only offer
 * a page, its link goes by SMS. The ticket follows by SMS once the payment is confirmed (payments module).
 */
export async function bookAndPay(deps: UssdBookingDeps, order: UssdOrder): Promise<UssdOrderOutcome> {
  const traveller = await travellerFor(deps.db, order);
  if (!traveller.ok) return traveller;
  const total = bookingTotal({ seats: order.seats, outboundPrice: order.price }).total;
  const limits = {
    holdMinutes: deps.config.HOLD_MINUTES,
    maxUnpaidBookings: deps.config.MAX_UNPAID_BOOKINGS,
    maxUnpaidSeats: deps.config.MAX_UNPAID_SEATS,
  };

  let booking;
  // The first free seats may be taken between the read and the claim: a second read takes the next ones.
  for (let attempt = 1; !booking; attempt++) {
    const seats = await ussdQueries.firstFreeSeats(deps.db, order.tripId, order.seats);
    if (!seats) return { ok: false, error: 'seatsGone' };
    try {
      booking = await createBooking(
        deps.db,
        traveller.id,
        {
          tripType: 'oneWay',
          outboundRouteId: order.tripId,
          selectedSeats: seats,
          passengerDetails: {
            fullName: traveller.fullName,
            email: traveller.email,
            phoneNumber: order.phone,
          },
          totalPrice: total,
          // The contact on every seat, as a web booking without names per seat.
          returnSelectedSeats: undefined,
          passengers: undefined,
        },
        limits,
        new Date(),
        { channel: 'ussd', language: order.lang },
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.messageKey === 'seatTaken' && attempt < 2) continue;
      return { ok: false, error: BOOKING_ERRORS[error.messageKey] ?? 'bookingFailed' };
    }
  }

  const totalText = plainSpaces(formatFcfa(booking.totalPrice));
  try {
    const pushed = await pushMobileMoney(deps.payments, traveller.id, booking._id, {
      phone: order.phone,
      wallet: order.wallet,
      ...(order.otp && { otp: order.otp }),
    });
    if (pushed.payerUrl && deps.payments.provider.name !== 'sandbox') {
      await deps.payments.sms.send({
        to: order.phone,
        text: ussdText(order.lang, 'paymentLinkSms', {
          total: totalText,
          reference: booking.reference,
          url: pushed.payerUrl,
        }),
        kind: 'payment-link',
        bookingId: booking._id,
      });
      return { ok: true, reference: booking.reference, total: totalText, mode: 'link' };
    }
  } catch (error) {
    if (error instanceof AppError) {
      return {
        ok: false,
        error: error.messageKey === 'paymentRefused' ? 'paymentRefused' : 'paymentUnavailable',
      };
    }
    throw error;
  }
  return { ok: true, reference: booking.reference, total: totalText, mode: 'pushed' };
}

type Traveller = { ok: true; id: string; fullName: string; email: string } | { ok: false; error: UssdKey };

/** The account of the phone, made on its first booking (without a password, in the menus' language). */
async function travellerFor(db: Db, order: UssdOrder): Promise<Traveller> {
  const found = await ussdQueries.userByPhone(db, order.phone);
  if (found) {
    if (found.isBanned) return { ok: false, error: 'banned' };
    const fullName = `${found.firstName} ${found.lastName}`.trim();
    return { ok: true, id: found.id, fullName, email: found.email ?? '' };
  }
  const name = (order.name ?? '').trim();
  const [firstName = name, ...rest] = name.split(/\s+/);
  try {
    const id = newId();
    await db.insert(users).values({
      id,
      firstName,
      lastName: rest.join(' '),
      phone: order.phone,
      passwordHash: NO_PASSWORD,
      language: order.lang,
    });
    return { ok: true, id, fullName: name, email: '' };
  } catch (error) {
    // The same phone booking from two sessions at once: the other made the account.
    if (uniqueViolation(error) !== 'users_phone_key') throw error;
    return travellerFor(db, { ...order, name: undefined });
  }
}
