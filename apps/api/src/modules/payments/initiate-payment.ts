import { randomBytes } from 'node:crypto';
import { AppError, conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { payableBookingRepository, type BookingRow } from './booking-repository';
import { confirmationUrl, notifyUrl, type PaymentContext } from './payment-context';
import { paymentRepository } from './payment-repository';
import {
  PaymentRefusedError,
  type InitiateInput,
  type InitiateResult,
  type PushInput,
} from './providers/provider';

/**
 * Our transaction id, sent to the provider and used in public URLs: 160 random bits in hex, because CinetPay
 * wants transaction ids without special characters and anyone holding it may read the payment's status.
 */
const newPaymentToken = () => randomBytes(20).toString('hex');

/**
 * POST /payment/initiate: the owner of a booking still holding its seats gets a payment page for its total.
 * Each attempt is a new payment with a fresh token; the database allows only one success per booking.
 */
export async function initiatePayment(ctx: PaymentContext, userId: string, bookingId: string) {
  return openPayment(ctx, ownedBy(userId), bookingId, (input) => ctx.provider.initiate(input));
}

type Owner = (booking: { userId: string | null; channel: string; soldBy: string | null }) => boolean;
const ownedBy =
  (userId: string): Owner =>
  (booking) =>
    booking.userId === userId;

/**
 * A payment request pushed to the payer's phone (USSD bookings): the provider's direct mobile-money API where it
 * has one (PayDunya SoftPay), else its payment page, whose link the caller sends by SMS. `payerUrl` is set when
 * the payer must open a page (Wave, or a provider without a direct API) rather than approve a prompt.
 */
export async function pushMobileMoney(
  ctx: PaymentContext,
  userId: string,
  bookingId: string,
  payer: Pick<PushInput, 'phone' | 'wallet' | 'otp'>,
): Promise<{ payerUrl?: string; paymentUrl: string }> {
  return push(ctx, ownedBy(userId), bookingId, payer);
}

/**
 * The same push for a counter sale paid by mobile money (DESIGN §10): the booking has no account; the agent who
 * sold it (the sale's use case checked their company) asks for the payment.
 */
export async function pushCounterMobileMoney(
  ctx: PaymentContext,
  agentId: string,
  bookingId: string,
  payer: Pick<PushInput, 'phone' | 'wallet'>,
) {
  return push(ctx, (b) => b.channel === 'counter' && b.soldBy === agentId, bookingId, payer);
}

async function push(
  ctx: PaymentContext,
  owns: Owner,
  bookingId: string,
  payer: Pick<PushInput, 'phone' | 'wallet' | 'otp'>,
): Promise<{ payerUrl?: string; paymentUrl: string }> {
  let payerUrl: string | undefined;
  const { paymentUrl } = await openPayment(ctx, owns, bookingId, async (input) => {
    if (!ctx.provider.pushMobileMoney) {
      const started = await ctx.provider.initiate(input);
      payerUrl = started.paymentUrl;
      return started;
    }
    const pushed = await ctx.provider.pushMobileMoney({ ...input, ...payer });
    payerUrl = pushed.payerUrl;
    return pushed;
  });
  return { paymentUrl, ...(payerUrl && { payerUrl }) };
}

async function openPayment(
  ctx: PaymentContext,
  owns: Owner,
  bookingId: string,
  start: (input: InitiateInput) => Promise<InitiateResult>,
) {
  const booking = await payableBookingRepository.findById(ctx.db, bookingId);
  // Someone else's booking is "not found": its existence is none of the caller's business.
  if (!booking || !owns(booking)) throw new AppError('NOT_FOUND', 'bookingNotFound');
  const { amount, changeId } = await amountToPay(ctx, booking);

  const payment = await paymentRepository.insert(ctx.db, {
    id: newId(),
    bookingId: booking.id,
    changeId,
    provider: ctx.provider.name,
    token: newPaymentToken(),
    amount,
    currency: 'XOF',
  });
  try {
    const started = await start({
      payment,
      booking,
      returnUrl: confirmationUrl(ctx.config, payment),
      notifyUrl: notifyUrl(ctx.config, ctx.provider.name),
    });
    await paymentRepository.recordInitiation(
      ctx.db,
      payment.id,
      started.providerReference,
      started.paymentUrl,
    );
    return { paymentUrl: started.paymentUrl };
  } catch (error) {
    // The payer never saw a payment page, so nothing can have been paid on this attempt; they may try again.
    ctx.log.warn(
      { err: error, paymentId: payment.id, provider: ctx.provider.name },
      'payment initiation failed',
    );
    await paymentRepository.close(ctx.db, payment.id, 'failed', { initiationError: String(error) });
    if (error instanceof PaymentRefusedError) throw new AppError('VALIDATION', 'paymentRefused');
    throw new AppError('UNAVAILABLE', 'paymentProviderUnavailable');
  }
}

/**
 * What the payment is for: an unpaid booking's total, or, for a confirmed booking with a change of departure
 * waiting (issue 16), the change's difference. Either way only while its seats are held.
 */
async function amountToPay(ctx: PaymentContext, booking: BookingRow) {
  if (booking.status === 'confirmed') {
    const change = await payableBookingRepository.liveChange(ctx.db, booking.id);
    if (change) return { amount: change.amountDue, changeId: change.id };
  }
  if (booking.status === 'confirmed' || booking.status === 'completed') throw conflict('bookingAlreadyPaid');
  if (booking.status !== 'pending_payment') throw conflict('bookingNotPayable');
  if (!booking.holdExpiresAt || booking.holdExpiresAt.getTime() <= Date.now()) throw conflict('holdExpired');
  return { amount: booking.totalPrice, changeId: null };
}
