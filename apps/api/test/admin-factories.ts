import { and, eq, sql } from 'drizzle-orm';
import type { App } from '../src/app';
import type { DbOrTx } from '../src/db/client';
import { auditLog, bookings, users } from '../src/db/schema';
import { signUp, type TestContext } from './helper';
import { routesInTree } from './proof/served-routes';

/**
 * Helpers for the back-office tests, on top of `factories.ts` (catalogue rows, bookings) and
 * `payment-factories.ts` (pending bookings). Administrators are made as the brief says: a traveller signs up,
 * then the role is set in the database.
 */

export type Auth = Record<string, string>;

export async function signUpAdmin(app: App, overrides: Record<string, unknown> = {}) {
  const account = await signUp(app, overrides);
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, account.user._id));
  return account;
}

/** An injector bound to a caller: `call('PUT', '/api/admin/users/…', body)`. */
export function caller(app: App, auth: Auth = {}) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: auth, ...(payload !== undefined && { payload: payload as object }) });
}

/** The audit entries of one entity (or of one action), oldest first. */
export async function auditOf(db: DbOrTx, where: { entityId?: string; action?: string }) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        where.entityId ? eq(auditLog.entityId, where.entityId) : undefined,
        where.action ? eq(auditLog.action, where.action) : undefined,
      ),
    )
    .orderBy(auditLog.createdAt, auditLog.id);
}

/** Moves a booking's dates back, for purges and reports that look at age. */
export async function ageBooking(db: DbOrTx, id: string, days: number) {
  const shift = sql`make_interval(days => ${days})`;
  await db
    .update(bookings)
    .set({
      createdAt: sql`${bookings.createdAt} - ${shift}`,
      updatedAt: sql`${bookings.updatedAt} - ${shift}`,
      cancelledAt: sql`${bookings.cancelledAt} - ${shift}`,
    })
    .where(eq(bookings.id, id));
}

/**
 * Every admin route the app serves, as "METHOD /path", read from Fastify's route tree so that a route added
 * later without an entry in the access table makes the test fail.
 */
export function adminRoutesOf(ctx: TestContext): string[] {
  return routesInTree(ctx.app, '/api/admin');
}
