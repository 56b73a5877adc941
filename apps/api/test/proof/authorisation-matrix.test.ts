import { describe, expect, it } from 'vitest';
import { citySlug } from '@gbaka/shared';
import { createSandboxProvider } from '../../src/modules/payments/providers/sandbox';
import { signingKeys } from '../../src/modules/tickets/signing-keys';
import { createTestApp, signUp } from '../helper';
import { matrixFixtures } from './matrix-fixtures';
import { operationsOf, operationKey } from './openapi-operations';
import { anonymousParams, servedRoutes } from './served-routes';
import { validBodies } from './valid-bodies';
import { buildWorld, type Role } from './world';

/**
 * Who may call what. Every operation of the OpenAPI document, called with real ids as anonymous,
 * as the traveller who owns the resources, as another traveller (the stranger) and as an administrator, must
 * answer the status this table states. The rule (DESIGN §3): a traveller sees and changes only their own
 * bookings, and another traveller's booking answers the same 404 as an unknown id; an administrator reads
 * every booking but cannot cancel one as its traveller (403) nor pay for it (404); admin routes answer
 * 401 then 403 to anyone else. The table must name every operation: a new route fails the first test until
 * someone states who may call it.
 */
const ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000' });
const { app } = ctx;
const world = await buildWorld(ctx);
const fresh = matrixFixtures(ctx, world);
/** Rows that send a body send this one unless their call says otherwise. */
const valid = validBodies(world);

type Expected = Record<Role, number>;
interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}
interface Row {
  expect: Expected;
  /** The request for one role; by default no params nor query, and the operation's valid body if it has one. */
  call?: (role: Role) => Call | Promise<Call>;
}

const everyone = (status: number): Expected => ({
  anonymous: status,
  traveller: status,
  stranger: status,
  admin: status,
});
const signedIn = (status: number): Expected => ({
  anonymous: 401,
  traveller: status,
  stranger: status,
  admin: status,
});
const adminOnly = (status: number): Expected => ({
  anonymous: 401,
  traveller: 403,
  stranger: 403,
  admin: status,
});
/** Company staff only (DESIGN §9): nobody here belongs to a company, administrators included. */
const staffOnly: Expected = { anonymous: 401, traveller: 403, stranger: 403, admin: 403 };
/** The traveller's own resources: the stranger gets the 404 of an unknown id. */
const ownerOnly = (owner: number, admin: number): Expected => ({
  anonymous: 401,
  traveller: owner,
  stranger: 404,
  admin,
});

const id = (value: string) => () => ({ params: { id: value } });
/** A new row for each call: the call may change or delete it. */
const freshId = (make: () => Promise<string>) => async () => ({ params: { id: await make() } });
/** One row made on first use and shared by the calls that follow. */
const sharedId = (make: () => Promise<string>) => {
  let made: Promise<string> | undefined;
  return async () => ({ params: { id: await (made ??= make()) } });
};
const xhr = { 'x-requested-with': 'XMLHttpRequest' };

const accounts = { traveller: world.traveller, stranger: world.stranger, admin: world.admin };
const paymentToken = await fresh.freshPaymentToken();
let invitationToken: Promise<string> | undefined;
const timetableId = async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/timetables',
    headers: world.admin.auth,
    payload: valid['POST /api/admin/timetables']!() as object,
  });
  return res.json().data._id as string;
};

const table: Record<string, Row> = {
  'GET /api/health': { expect: everyone(200) },

  // Accounts: public forms, then the signed-in profile. Refresh and logout rely on the cookie, not the role.
  'POST /api/users/register': { expect: everyone(201) },
  'POST /api/users/login': { expect: everyone(200) },
  'GET /api/users/profile': { expect: signedIn(200) },
  'PUT /api/users/profile': { expect: signedIn(200) },
  'POST /api/users/logout': { expect: everyone(200), call: () => ({ headers: xhr }) },
  'POST /api/users/refresh': {
    expect: signedIn(200),
    call: async (role) => ({
      headers: role === 'anonymous' ? xhr : { ...xhr, cookie: await fresh.refreshCookie(accounts[role]) },
    }),
  },
  'POST /api/users/forgot-password': { expect: everyone(200) },
  'PUT /api/users/reset-password/{token}': {
    expect: everyone(200),
    call: async () => ({ params: { token: await fresh.freshResetToken() } }),
  },
  'POST /api/users/phone-code': { expect: everyone(200) },
  // A code nobody was sent: past the guard, every signed-in caller is refused it.
  'POST /api/users/claim-bookings': { expect: signedIn(400) },

  // The public catalogue.
  'GET /api/travel/cities/departure': { expect: everyone(200) },
  'GET /api/travel/cities/arrival': { expect: everyone(200) },
  'GET /api/travel/cities/all': { expect: everyone(200) },
  'GET /api/travel/companies': { expect: everyone(200) },
  'GET /api/travel/routes/all': { expect: everyone(200) },
  'GET /api/travel/routes/suggested': { expect: everyone(200) },
  'GET /api/travel/routes/popular': { expect: everyone(200) },
  'GET /api/travel/routes/search': {
    expect: everyone(200),
    call: () => ({
      query: { from: world.from.name, to: world.to.name, departureDate: world.trip.departureDate },
    }),
  },
  'GET /api/travel/routes/days': {
    expect: everyone(200),
    call: () => ({ query: { from: world.from.name, to: world.to.name, date: world.trip.departureDate } }),
  },
  'GET /api/travel/city-pairs': { expect: everyone(200) },
  'GET /api/travel/city-pairs/{from}/{to}': {
    expect: everyone(200),
    call: () => ({ params: { from: citySlug(world.from.name), to: citySlug(world.to.name) } }),
  },
  'GET /api/travel/routes/{id}': { expect: everyone(200), call: id(world.trip.id) },
  'GET /api/travel/buses/{id}/layout': {
    expect: everyone(200),
    call: () => ({ params: { id: world.bus.id }, query: { routeId: world.trip.id } }),
  },
  'GET /api/travel/stations': { expect: everyone(200) },
  'GET /api/travel/stations/{id}': { expect: everyone(200), call: id(world.company.id) },
  // Anyone holding the printed reference may follow the trip (DESIGN §7); contact details stay masked.
  'GET /api/travel/bookings/{idOrReference}/track': {
    expect: everyone(200),
    call: () => ({ params: { idOrReference: world.booking.reference } }),
  },
  'POST /api/partners/request': { expect: everyone(201) },
  // The public keys that verify tickets offline (DESIGN §10): public by nature.
  'GET /api/boarding/keys': { expect: everyone(200) },

  // The traveller's bookings.
  'POST /api/travel/bookings': {
    expect: signedIn(201),
    call: async () => {
      const trip = await fresh.freshTrip();
      const total = trip.price + Math.round((trip.price * 65) / 1000);
      return {
        body: {
          outboundRouteId: trip.id,
          selectedSeats: [1],
          passengerDetails: { fullName: 'Awa Koné', email: 'awa@example.ci', phoneNumber: '07 12 34 56 78' },
          totalPrice: total,
        },
      };
    },
  },
  'GET /api/travel/bookings/my': { expect: signedIn(200) },
  'GET /api/travel/bookings/{id}': { expect: ownerOnly(200, 200), call: id(world.booking.id) },
  'PUT /api/travel/bookings/{id}/status': {
    expect: ownerOnly(200, 403),
    call: freshId(fresh.freshConfirmedBooking),
  },
  // Only its owner moves a booking to another departure; an administrator learns nothing of it here (404).
  'POST /api/travel/bookings/{id}/change': { expect: ownerOnly(200, 404), call: fresh.freshChange },
  'GET /api/travel/bookings/{id}/ticket': { expect: ownerOnly(200, 200), call: id(world.booking.id) },
  'GET /api/travel/bookings/{id}/qr': { expect: ownerOnly(200, 200), call: id(world.booking.id) },

  // Payments: the traveller pays for their own booking; the provider's side is public and holds the token.
  'POST /api/payment/initiate': {
    expect: ownerOnly(200, 404),
    call: async () => ({ body: { bookingId: await fresh.freshPendingBooking() } }),
  },
  'GET /api/payment/check-status/{token}': {
    expect: everyone(200),
    call: () => ({ params: { token: paymentToken } }),
  },
  'GET /api/payment/notify/{provider}': {
    expect: everyone(200),
    call: () => ({ params: { provider: 'sandbox' } }),
  },
  'POST /api/payment/notify/{provider}': {
    expect: everyone(200),
    call: async () => {
      const { token, amount } = await fresh.freshPayment();
      const signed = createSandboxProvider(ctx.config).signNotification({
        token,
        outcome: 'cancelled',
        amount,
        currency: 'XOF',
      });
      return {
        params: { provider: 'sandbox' },
        headers: signed.headers as Record<string, string>,
        body: signed.body,
      };
    },
  },
  'GET /api/payment/sandbox/{token}': {
    expect: everyone(200),
    call: () => ({ params: { token: paymentToken } }),
  },
  'POST /api/payment/sandbox/{token}/complete': {
    expect: everyone(200),
    call: async () => ({ params: { token: await fresh.freshPaymentToken() } }),
  },

  // Back office: 401 anonymous, 403 for any traveller.
  'GET /api/admin/users/count': { expect: adminOnly(200) },
  'GET /api/admin/users': { expect: adminOnly(200) },
  'POST /api/admin/users': { expect: adminOnly(201) },
  'GET /api/admin/users/{id}': { expect: adminOnly(200), call: id(world.stranger.user._id) },
  'PUT /api/admin/users/{id}': {
    expect: adminOnly(200),
    call: freshId(fresh.freshUser),
  },
  'DELETE /api/admin/users/{id}': { expect: adminOnly(200), call: freshId(fresh.freshUser) },
  'POST /api/admin/users/{id}/toggle-ban': { expect: adminOnly(200), call: freshId(fresh.freshUser) },
  'GET /api/admin/companies/count': { expect: adminOnly(200) },
  'GET /api/admin/companies': { expect: adminOnly(200) },
  'POST /api/admin/companies': { expect: adminOnly(201) },
  'GET /api/admin/companies/{id}': { expect: adminOnly(200), call: id(world.company.id) },
  'PUT /api/admin/companies/{id}': {
    expect: adminOnly(200),
    call: freshId(fresh.freshCompany),
  },
  'DELETE /api/admin/companies/{id}': { expect: adminOnly(200), call: freshId(fresh.freshCompany) },
  'PUT /api/admin/companies/{id}/commission': {
    expect: adminOnly(200),
    call: () => ({ params: { id: world.company.id }, body: { commissionRate: 800 } }),
  },
  'GET /api/admin/companies/{id}/statement': { expect: adminOnly(200), call: id(world.company.id) },
  'GET /api/admin/companies/{id}/staff': { expect: adminOnly(200), call: id(world.company.id) },
  'GET /api/admin/cities/count': { expect: adminOnly(200) },
  'GET /api/admin/cities': { expect: adminOnly(200) },
  'POST /api/admin/cities': { expect: adminOnly(201) },
  'GET /api/admin/cities/{id}': { expect: adminOnly(200), call: id(world.from.id) },
  'PUT /api/admin/cities/{id}': {
    expect: adminOnly(200),
    call: freshId(fresh.freshCity),
  },
  'DELETE /api/admin/cities/{id}': { expect: adminOnly(200), call: freshId(fresh.freshCity) },
  'GET /api/admin/buses/count': { expect: adminOnly(200) },
  'GET /api/admin/buses': { expect: adminOnly(200) },
  'POST /api/admin/buses': { expect: adminOnly(201) },
  'GET /api/admin/buses/{id}': { expect: adminOnly(200), call: id(world.bus.id) },
  'PUT /api/admin/buses/{id}': {
    expect: adminOnly(200),
    call: freshId(fresh.freshBus),
  },
  'DELETE /api/admin/buses/{id}': { expect: adminOnly(200), call: freshId(fresh.freshBus) },
  'GET /api/admin/routes/count': { expect: adminOnly(200) },
  'GET /api/admin/routes': { expect: adminOnly(200) },
  'POST /api/admin/routes': { expect: adminOnly(201) },
  'POST /api/admin/routes/bulk-delete': {
    expect: adminOnly(200),
    call: async () => ({ body: { ids: [(await fresh.freshTrip()).id] } }),
  },
  'GET /api/admin/routes/{id}': { expect: adminOnly(200), call: id(world.trip.id) },
  'PUT /api/admin/routes/{id}': {
    expect: adminOnly(200),
    call: freshId(async () => (await fresh.freshTrip()).id),
  },
  'DELETE /api/admin/routes/{id}': {
    expect: adminOnly(200),
    call: freshId(async () => (await fresh.freshTrip()).id),
  },
  'GET /api/admin/bookings/count': { expect: adminOnly(200) },
  'GET /api/admin/bookings': { expect: adminOnly(200) },
  'GET /api/admin/bookings/{id}': { expect: adminOnly(200), call: id(world.booking.id) },
  'PUT /api/admin/bookings/{id}': {
    expect: adminOnly(200),
    call: freshId(fresh.freshConfirmedBooking),
  },
  'DELETE /api/admin/bookings/{id}': { expect: adminOnly(200), call: freshId(fresh.freshCancelledBooking) },
  'DELETE /api/admin/bookings/old': { expect: adminOnly(200) },
  'DELETE /api/admin/bookings/corrupted': { expect: adminOnly(200) },
  'GET /api/admin/partners/count': { expect: adminOnly(200) },
  'GET /api/admin/partners': { expect: adminOnly(200) },
  'POST /api/admin/partners': { expect: adminOnly(201) },
  'GET /api/admin/partners/{id}': { expect: adminOnly(200), call: id(world.partnerId) },
  'PUT /api/admin/partners/{id}': {
    expect: adminOnly(200),
    call: freshId(fresh.freshPartner),
  },
  'DELETE /api/admin/partners/{id}': { expect: adminOnly(200), call: freshId(fresh.freshPartner) },
  'PUT /api/admin/partners/{id}/approve': { expect: adminOnly(200), call: freshId(fresh.freshPartner) },
  'PUT /api/admin/partners/{id}/reject': { expect: adminOnly(200), call: freshId(fresh.freshPartner) },
  'GET /api/admin/dashboard': { expect: adminOnly(200) },
  'GET /api/admin/revenue/total': { expect: adminOnly(200) },
  'GET /api/admin/refunds': { expect: adminOnly(200) },
  // Recording a refund twice is harmless (the second answer says so): one owed refund serves every call.
  'PUT /api/admin/refunds/{id}/refunded': { expect: adminOnly(200), call: sharedId(fresh.owedRefund) },
  // The SMS queue, with what failed (DESIGN §11).
  'GET /api/admin/sms': { expect: adminOnly(200), call: () => ({ query: { status: 'failed' } }) },
  // The USSD simulator drives the gateway's session engine and reads what a phone received (DESIGN §11).
  'POST /api/admin/ussd/simulate': {
    expect: adminOnly(200),
    call: () => ({ body: { sessionId: 'matrix', phoneNumber: '0700000099' } }),
  },
  'GET /api/admin/ussd/phone/{phone}': {
    expect: adminOnly(200),
    call: () => ({ params: { phone: '0700000099' } }),
  },
  'GET /api/admin/timetables': { expect: adminOnly(200) },
  'POST /api/admin/timetables': { expect: adminOnly(201) },
  'GET /api/admin/timetables/{id}': { expect: adminOnly(200), call: sharedId(timetableId) },
  'PUT /api/admin/timetables/{id}': {
    expect: adminOnly(200),
    call: freshId(timetableId),
  },
  'DELETE /api/admin/timetables/{id}': { expect: adminOnly(200), call: freshId(timetableId) },
  'POST /api/admin/boarding/verify': { expect: adminOnly(200) },
  // Ticket-signing keys (DESIGN §10): a rotation adds a key; a retirement needs a key of its own each time.
  'POST /api/admin/boarding/keys/rotate': { expect: adminOnly(201) },
  'POST /api/admin/boarding/keys/{kid}/retire': {
    expect: adminOnly(200),
    call: async () => ({
      params: { kid: await signingKeys.rotate(ctx.database.db, ctx.config.TICKET_SECRET) },
    }),
  },
  // Three days before departure boarding is not open yet: the administrator gets the 409 that says so.
  'POST /api/admin/boarding/{bookingId}/board': {
    expect: adminOnly(409),
    call: () => ({ params: { bookingId: world.booking.id } }),
  },

  // Invitations: whoever holds the link (DESIGN §9). A signed-in caller joins with their own account, so each
  // call uses a fresh one: the world's traveller and stranger must stay outside every company.
  'GET /api/invitations/{token}': {
    expect: everyone(200),
    call: async () => ({ params: { token: await (invitationToken ??= fresh.freshInvitationToken()) } }),
  },
  'POST /api/invitations/{token}/accept': {
    expect: everyone(200),
    call: async (role) => ({
      params: { token: await fresh.freshInvitationToken() },
      ...(role === 'anonymous'
        ? { body: { firstName: 'Awa', lastName: 'Koné', password: 'Gerant#2026' } }
        : { headers: (await signUp(app)).auth }),
    }),
  },

  // Companies' workspaces (DESIGN §9): 401 anonymous, 403 for whoever is not a company's staff.
  'GET /api/operator/company': { expect: staffOnly },
  'GET /api/operator/cities': { expect: staffOnly },
  'GET /api/operator/staff': { expect: staffOnly },
  'POST /api/operator/staff': { expect: staffOnly },
  'DELETE /api/operator/staff/{id}': { expect: staffOnly, call: id(world.stranger.user._id) },
  'POST /api/operator/staff/invitations/{id}/resend': { expect: staffOnly, call: id(world.partnerId) },
  'DELETE /api/operator/staff/invitations/{id}': { expect: staffOnly, call: id(world.partnerId) },
  'GET /api/operator/buses': { expect: staffOnly },
  'POST /api/operator/buses': { expect: staffOnly },
  'PUT /api/operator/buses/{id}': { expect: staffOnly, call: id(world.bus.id) },
  'DELETE /api/operator/buses/{id}': { expect: staffOnly, call: id(world.bus.id) },
  'GET /api/operator/timetables': { expect: staffOnly },
  'POST /api/operator/timetables': { expect: staffOnly },
  'GET /api/operator/timetables/{id}': { expect: staffOnly, call: sharedId(timetableId) },
  'PUT /api/operator/timetables/{id}': { expect: staffOnly, call: sharedId(timetableId) },
  'DELETE /api/operator/timetables/{id}': { expect: staffOnly, call: sharedId(timetableId) },
  'GET /api/operator/departures': { expect: staffOnly },
  'GET /api/operator/departures/{id}/manifest': { expect: staffOnly, call: id(world.trip.id) },
  'POST /api/operator/departures': { expect: staffOnly },
  'PUT /api/operator/departures/{id}/fare': { expect: staffOnly, call: id(world.trip.id) },
  'POST /api/operator/departures/{id}/delay': { expect: staffOnly, call: id(world.trip.id) },
  'POST /api/operator/departures/{id}/cancel': { expect: staffOnly, call: id(world.trip.id) },
  'GET /api/operator/statements': { expect: staffOnly },
  'POST /api/operator/sales': {
    expect: staffOnly,
    call: () => ({ headers: { 'idempotency-key': 'matrix-key-1' } }),
  },
  'GET /api/operator/sales/held': { expect: staffOnly, call: () => ({ query: { q: 'ZZZZ9999' } }) },
  'GET /api/operator/sales/{id}': { expect: staffOnly, call: id(world.booking.id) },
  'POST /api/operator/sales/{id}/void': { expect: staffOnly, call: id(world.booking.id) },
  'POST /api/operator/sales/{id}/pay': { expect: staffOnly, call: id(world.pending.id) },
  'GET /api/operator/sales/{id}/receipt': { expect: staffOnly, call: id(world.booking.id) },
  'GET /api/operator/drawer': { expect: staffOnly },
  'POST /api/operator/drawer/close': { expect: staffOnly },
  'POST /api/operator/drawer/closings/{id}/sign-off': { expect: staffOnly, call: id(world.partnerId) },
  'POST /api/operator/drawer/closings/{id}/reopen': { expect: staffOnly, call: id(world.partnerId) },
  'GET /api/operator/departures/{id}/boarding-pack': { expect: staffOnly, call: id(world.trip.id) },
  'POST /api/operator/boardings': { expect: staffOnly },
};

const documented = operationsOf(app.swagger());
const ROLES: Role[] = ['anonymous', 'stranger', 'traveller', 'admin'];

async function send(key: string, operationPath: string, method: string, call: Call, role: Role) {
  const body = call.body ?? valid[key]?.();
  const path = operationPath.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(call.params?.[name] ?? ''),
  );
  const query = call.query ? `?${new URLSearchParams(call.query)}` : '';
  return app.inject({
    method: method as 'GET',
    url: `${path}${query}`,
    headers: { ...world.headers[role], ...call.headers },
    ...(body !== undefined && { payload: body as object }),
  });
}

describe('authorisation matrix', () => {
  it('states who may call every operation of the OpenAPI document, and nothing else', () => {
    expect(Object.keys(table).sort()).toEqual(documented.map((op) => op.key).sort());
  });

  it('documents every route the app serves under /api', () => {
    const served = servedRoutes(app, '/api').filter((route) => !route.startsWith('GET /api/docs'));
    const documentedRoutes = documented.map((op) => operationKey(op.method, anonymousParams(op.path)));
    expect(served).toEqual(documentedRoutes.sort());
  });

  it.each(documented.map((op) => [op.key, op] as const))('%s', async (key, operation) => {
    const row = table[key];
    expect(row, `${key} is missing from the table`).toBeDefined();
    const answered: Partial<Expected> = {};
    const bodies: string[] = [];
    for (const role of ROLES) {
      const res = await send(key, operation.path, operation.method, (await row!.call?.(role)) ?? {}, role);
      answered[role] = res.statusCode;
      bodies.push(`${role}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (res.statusCode >= 400) expect(res.json(), `${key} as ${role}`).toMatchObject({ success: false });
    }
    expect(answered, bodies.join('\n')).toEqual(row!.expect);
  });
});
