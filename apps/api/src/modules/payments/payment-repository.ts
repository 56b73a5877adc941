import { and, asc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, bookings, cities, payments, trips } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { PaymentDetails } from './payment-details';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** Merges keys into the jsonb details instead of replacing them, so that no earlier fact is lost. */
const mergeDetails = (extra: PaymentDetails) =>
  sql`coalesce(${payments.details}, '{}'::jsonb) || ${JSON.stringify(extra)}::jsonb`;

export const paymentRepository = {
  async insert(db: DbOrTx, payment: NewPayment) {
    const [row] = await db.insert(payments).values(payment).returning();
    return row!;
  },
  async findByToken(db: DbOrTx, token: string) {
    const [row] = await db.select().from(payments).where(eq(payments.token, token));
    return row ?? null;
  },
  /** The row locked until the transaction ends: concurrent notifications, checks and jobs queue here. */
  async lock(db: DbOrTx, id: string) {
    const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
    return row!;
  },
  async recordInitiation(db: DbOrTx, id: string, providerReference: string | undefined, paymentUrl: string) {
    await db
      .update(payments)
      .set({
        providerReference: providerReference ?? null,
        details: mergeDetails({ paymentUrl }),
        updatedAt: new Date(),
      })
      .where(eq(payments.id, id));
  },
  /** Ends a pending payment as failed or cancelled; a payment settled meanwhile is left alone. */
  async close(db: DbOrTx, id: string, status: 'failed' | 'cancelled', extra: PaymentDetails) {
    await db
      .update(payments)
      .set({ status, details: mergeDetails(extra), updatedAt: new Date() })
      .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
  },
  async settle(
    db: DbOrTx,
    id: string,
    status: 'success' | 'failed',
    fields: { method?: string; payerPhone?: string; providerReference?: string },
    extra: PaymentDetails,
  ) {
    await db
      .update(payments)
      .set({
        status,
        ...(fields.method && { method: fields.method }),
        ...(fields.payerPhone && { payerPhone: fields.payerPhone }),
        ...(fields.providerReference && { providerReference: fields.providerReference }),
        details: mergeDetails(extra),
        updatedAt: new Date(),
      })
      .where(eq(payments.id, id));
  },
  /** Another success for the same thing: the booking itself, or the same change of departure. */
  async hasOtherSuccess(db: DbOrTx, bookingId: string, changeId: string | null, exceptId: string) {
    const [row] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.bookingId, bookingId),
          changeId ? eq(payments.changeId, changeId) : isNull(payments.changeId),
          eq(payments.status, 'success'),
          ne(payments.id, exceptId),
        ),
      );
    return Boolean(row);
  },
  /** The sandbox page's answer, kept once: like a real provider, it cannot change an outcome afterwards. */
  async recordSandboxOutcome(db: DbOrTx, id: string, record: PaymentDetails['sandbox']) {
    const rows = await db
      .update(payments)
      .set({ details: mergeDetails({ sandbox: record }), updatedAt: new Date() })
      .where(
        and(eq(payments.id, id), eq(payments.status, 'pending'), sql`${payments.details}->'sandbox' is null`),
      )
      .returning({ id: payments.id });
    return rows.length === 1;
  },
  /**
   * Claims up to `limit` payments pending for more than `minAgeSeconds` and not checked in that time, and marks
   * them checked now. SKIP LOCKED and the bump let several API instances run the job without doing twice the work.
   */
  async claimStalePending(
    db: DbOrTx,
    provider: string,
    options: { minAgeSeconds: number; maxAgeHours: number; limit: number },
  ) {
    const { minAgeSeconds, maxAgeHours, limit } = options;
    const age = sql`now() - make_interval(secs => ${minAgeSeconds})`;
    const candidates = db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.status, 'pending'),
          eq(payments.provider, provider),
          lt(payments.createdAt, age),
          lt(payments.updatedAt, age),
          gt(payments.createdAt, sql`now() - make_interval(hours => ${maxAgeHours})`),
        ),
      )
      .orderBy(asc(payments.updatedAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(payments)
      .set({ updatedAt: sql`now()` })
      .where(inArray(payments.id, candidates))
      .returning();
  },
  /** What the sandbox page shows: the payment, its booking's reference and the outbound route. */
  async findSandboxView(db: DbOrTx, token: string) {
    const [row] = await db
      .select({
        payment: payments,
        reference: bookings.reference,
        passengerPhone: bookings.passengerPhone,
        fromCityId: trips.fromCityId,
        toCityId: trips.toCityId,
        departureDate: trips.departureDate,
        departureTime: trips.departureTime,
      })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .innerJoin(trips, eq(trips.id, bookings.outboundTripId))
      .where(eq(payments.token, token));
    if (!row) return null;
    const names = await db
      .select({ id: cities.id, name: cities.name })
      .from(cities)
      .where(inArray(cities.id, [row.fromCityId, row.toCityId]));
    const name = (id: string) => names.find((c) => c.id === id)?.name ?? '';
    return { ...row, from: name(row.fromCityId), to: name(row.toCityId) };
  },
  /**
   * The newest payment of `provider` still waiting for a phone's booking whose hold runs: the push the USSD
   * simulator shows a link for (the sandbox page stands for the prompt on the phone).
   */
  async findPendingForPhone(db: DbOrTx, phone: string, provider: string) {
    const [row] = await db
      .select({ token: payments.token, amount: payments.amount, reference: bookings.reference })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(
        and(
          eq(bookings.passengerPhone, phone),
          eq(bookings.status, 'pending_payment'),
          gt(bookings.holdExpiresAt, sql`now()`),
          eq(payments.provider, provider),
          eq(payments.status, 'pending'),
        ),
      )
      .orderBy(sql`${payments.createdAt} desc`)
      .limit(1);
    return row ?? null;
  },
  async audit(db: DbOrTx, action: string, entity: 'booking' | 'payment', entityId: string, data: object) {
    await db.insert(auditLog).values({ id: newId(), actorId: null, action, entity, entityId, data });
  },
};
