import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bookings, payments } from '../../../db/schema';

/** Money that bought nothing (DESIGN §5): the payments module flags it, and all of it goes back. */
const flagged = sql<boolean>`coalesce(${payments.details}->'refundDue' = 'true'::jsonb, false)`;

/**
 * Whether a payment's money (or part of it) is owed back: flagged, or the successful payment of a booking
 * cancelled with a refund (DESIGN §4, the cancellation policy's amount). Made or not yet. The cancellation's
 * refund (the booking's whole total, a change's difference included) is listed once, on the booking's own
 * payment, never on the payment of a change's difference.
 */
const owed = sql<boolean>`(${flagged} or (${payments.status} = 'success' and ${bookings.status} = 'cancelled'
  and coalesce(${bookings.refundAmount}, 0) > 0 and ${payments.changeId} is null))`;

const pending = sql<boolean>`(${owed} and ${payments.details}->>'refundedAt' is null)`;

const columns = {
  payment: {
    id: payments.id,
    provider: payments.provider,
    method: payments.method,
    payerPhone: payments.payerPhone,
    details: payments.details,
  },
  booking: {
    id: bookings.id,
    reference: bookings.reference,
    passengerFullName: bookings.passengerFullName,
    passengerEmail: bookings.passengerEmail,
    passengerPhone: bookings.passengerPhone,
    cancelReason: bookings.cancelReason,
  },
  owed,
  amount: sql<number>`case when ${flagged} then ${payments.amount} else ${bookings.refundAmount} end`.mapWith(
    Number,
  ),
  // A cancellation always has its date; the payment's last change stands in should one ever lack it.
  dueSince:
    sql<Date>`coalesce(case when ${flagged} then ${payments.createdAt} else ${bookings.cancelledAt} end,
    ${payments.updatedAt})`.mapWith((value: string | Date) => new Date(value)),
};

const selectRefunds = (db: DbOrTx) =>
  db.select(columns).from(payments).innerJoin(bookings, eq(bookings.id, payments.bookingId));

export type RefundRow = Awaited<ReturnType<ReturnType<typeof selectRefunds>['execute']>>[number];

export const adminRefundRepository = {
  /** Every refund still to make, the oldest first: the administrators' to-do list. */
  async pending(db: DbOrTx): Promise<RefundRow[]> {
    return selectRefunds(db).where(pending).orderBy(asc(columns.dueSince), asc(payments.id));
  },

  /** One payment as a refund, locked until the transaction ends so that two "refunded" never cross. */
  async lock(db: DbOrTx, paymentId: string): Promise<RefundRow | null> {
    const [row] = await selectRefunds(db).where(eq(payments.id, paymentId)).for('update', { of: payments });
    return row ?? null;
  },

  /** Merges the facts into the details, as the payments module does, so that no earlier key is lost. */
  async recordRefunded(db: DbOrTx, paymentId: string, facts: { refundedAt: string; refundedBy: string }) {
    await db
      .update(payments)
      .set({
        details: sql`coalesce(${payments.details}, '{}'::jsonb) || ${JSON.stringify(facts)}::jsonb`,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, paymentId));
  },

  /** Whether a booking still has money to give back (deleting it would lose the record of the debt). */
  async pendingOn(db: DbOrTx, bookingId: string): Promise<boolean> {
    const [row] = await selectRefunds(db)
      .where(sql`${payments.bookingId} = ${bookingId} and ${pending}`)
      .limit(1);
    return row !== undefined;
  },
};
