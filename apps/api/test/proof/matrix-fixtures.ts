import { partnerRequests } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { createBus, createCity, createCompany, createTrip, inDays, insertBooking } from '../factories';
import { readOutbox, signUp, type TestContext } from '../helper';
import { createPendingBooking, tokenOf } from '../payment-factories';
import type { World } from './world';

/**
 * Fresh rows for the authorisation matrix: a call that succeeds may change or delete what it is given, so
 * each call that can succeed gets its own booking, user, company… and the next call is not affected.
 */
export function matrixFixtures(ctx: TestContext, world: World) {
  const { app } = ctx;
  const db = ctx.database.db;

  /** A trip of its own three days ahead (cancellable, too early to board), with a bus of 40 seats. */
  const freshTrip = async () => (await createTrip(db, { departureDate: inDays(3) })).trip;

  const pendingBooking = async () =>
    createPendingBooking(db, { trip: await freshTrip(), userId: world.traveller.user._id, seats: [1] });

  /** The latest message to `to`: the reset link is sent after the answer, so it may take a moment. */
  const mailTo = async (to: string) => {
    for (let attempt = 0; attempt < 250; attempt += 1) {
      const mail = readOutbox(ctx.dataDir).findLast((m) => m.to === to);
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return undefined;
  };

  const fixtures = {
    freshTrip,
    freshCity: async () => (await createCity(db)).id,
    freshCompany: async () => (await createCompany(db)).id,
    freshBus: async () => (await createBus(db, world.company.id)).id,
    freshUser: async () => (await signUp(app)).user._id as string,
    freshPartner: async () => {
      const id = newId();
      await db.insert(partnerRequests).values({
        id,
        companyName: `Partenaire ${id.slice(-6)}`,
        email: `p${id.slice(-6)}@example.ci`,
        phone: '+2250700000002',
      });
      return id;
    },
    /** A confirmed booking of the traveller. */
    freshConfirmedBooking: async () =>
      (await insertBooking(db, { trip: await freshTrip(), userId: world.traveller.user._id, seats: [1] })).id,
    /** A confirmed booking of the traveller and a change of it to another departure of its line, same fare. */
    freshChange: async () => {
      const { trip, from, to, company } = await createTrip(db, { departureDate: inDays(3) });
      const booking = await insertBooking(db, { trip, userId: world.traveller.user._id, seats: [1] });
      const other = await createTrip(db, { from, to, company, departureDate: inDays(4) });
      const totalPrice = other.trip.price + Math.round((other.trip.price * 65) / 1000);
      return { params: { id: booking.id }, body: { tripId: other.trip.id, seats: [2], totalPrice } };
    },
    /** A booking of the traveller waiting for payment. */
    freshPendingBooking: async () => (await pendingBooking()).id,
    freshCancelledBooking: async () =>
      (
        await insertBooking(db, {
          trip: await freshTrip(),
          userId: world.traveller.user._id,
          seats: [1],
          status: 'cancelled',
        })
      ).id,
    /** A payment the traveller started on a fresh booking: its token and amount. */
    freshPayment: async () => {
      const booking = await pendingBooking();
      const res = await app.inject({
        method: 'POST',
        url: '/api/payment/initiate',
        headers: world.traveller.auth,
        payload: { bookingId: booking.id },
      });
      if (res.statusCode !== 200) throw new Error(`initiate: ${res.body}`);
      return { token: tokenOf(res.json().paymentUrl), amount: booking.totalPrice };
    },
    freshPaymentToken: async () => (await fixtures.freshPayment()).token,
    /** A payment paid on the sandbox page, then its booking cancelled by the traveller: a refund is owed. */
    owedRefund: async () => {
      const token = await fixtures.freshPaymentToken();
      const paid = await app.inject({
        method: 'POST',
        url: `/api/payment/sandbox/${token}/complete`,
        payload: { outcome: 'success', method: 'mtn_momo', phone: '05 44 33 22 11' },
      });
      if (paid.statusCode !== 200) throw new Error(`sandbox: ${paid.body}`);
      const bookingId = new URL(paid.json().redirectUrl).searchParams.get('bookingId')!;
      const cancel = await app.inject({
        method: 'PUT',
        url: `/api/travel/bookings/${bookingId}/status`,
        headers: world.traveller.auth,
        payload: { status: 'cancelled' },
      });
      if (cancel.statusCode !== 200) throw new Error(`refund: ${cancel.body}`);
      const refunds = await app.inject({
        method: 'GET',
        url: '/api/admin/refunds',
        headers: world.admin.auth,
      });
      const refund = (refunds.json().data as { _id: string; bookingId: string }[]).find(
        (r) => r.bookingId === bookingId,
      );
      if (!refund) throw new Error(`no refund owed for ${bookingId}: ${refunds.body}`);
      return refund._id;
    },
    /** An open invitation to manage a new company: a partner request approved, its link read in the mail. */
    freshInvitationToken: async () => {
      const id = await fixtures.freshPartner();
      const res = await app.inject({
        method: 'PUT',
        url: `/api/admin/partners/${id}/approve`,
        headers: world.admin.auth,
      });
      if (res.statusCode !== 200) throw new Error(`approve: ${res.body}`);
      const mail = await mailTo(`p${id.slice(-6)}@example.ci`);
      const token = /\/invitations\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
      if (!token) throw new Error(`no invitation for partner ${id}`);
      return token;
    },
    /** A single-use password reset token, as the e-mail carries it. */
    freshResetToken: async () => {
      const account = await signUp(app);
      await app.inject({
        method: 'POST',
        url: '/api/users/forgot-password',
        payload: { emailOrPhone: account.body.email },
      });
      const mail = await mailTo(account.body.email);
      const token = /reset-password\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
      if (!token) throw new Error(`no reset link for ${account.body.email}`);
      return token;
    },
    /** The refresh cookie of a new session of `account`, as a browser would send it back. */
    refreshCookie: async (account: { body: { email: string; password: string } }) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { emailOrPhone: account.body.email, password: account.body.password },
      });
      const cookie = res.cookies.find((c) => c.name === 'gbaka_refresh');
      if (!cookie) throw new Error(`no refresh cookie: ${res.body}`);
      return `${cookie.name}=${cookie.value}`;
    },
  };
  return fixtures;
}
