import { beforeAll, describe, expect, it } from 'vitest';
import { partnerRequests, payments } from '../../db/schema';
import { newId, randomToken } from '../../lib/ids';
import { signingKeys } from '../tickets/signing-keys';
import { adminRoutesOf, caller, signUpAdmin, type Auth } from '../../../test/admin-factories';
import {
  createBus,
  createCity,
  createCompany,
  createTrip,
  inDays,
  insertBooking,
} from '../../../test/factories';
import { createTestApp, newTraveller, signUp } from '../../../test/helper';

/**
 * Every admin route, called as anonymous (401), as a traveller (403) and as an administrator (what it is
 * designed to answer). The table must list every admin route the app serves: a new route without an entry
 * fails the first test, so none can ship unguarded.
 */
const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;

let adminAuth: Auth;
let travellerAuth: Auth;
const ids: Record<string, string> = {};
const names: Record<string, string> = {};

beforeAll(async () => {
  adminAuth = (await signUpAdmin(app)).auth;
  const traveller = await signUp(app);
  travellerAuth = traveller.auth;
  ids.user = (await signUp(app)).user._id;
  ids.victim = (await signUp(app)).user._id;
  const company = await createCompany(db);
  const [from, to, spare] = [await createCity(db), await createCity(db), await createCity(db)];
  const bus = await createBus(db, company.id);
  // Three days ahead: too early to board whatever the hour the test runs.
  const { trip } = await createTrip(db, { from, to, company, bus, departureDate: inDays(3) });
  const { trip: spareTrip } = await createTrip(db, { from, to, company, bus });
  const booking = await insertBooking(db, { trip, userId: traveller.user._id, seats: [1] });
  const unpaid = await insertBooking(db, {
    trip,
    userId: traveller.user._id,
    seats: [2],
    status: 'cancelled',
  });
  Object.assign(ids, {
    company: company.id,
    spareCompany: (await createCompany(db)).id,
    from: from.id,
    to: to.id,
    spareCity: spare.id,
    bus: bus.id,
    spareBus: (await createBus(db, company.id)).id,
    trip: trip.id,
    spareTrip: spareTrip.id,
    booking: booking.id,
    spareBooking: unpaid.id,
  });
  ids.phone = encodeURIComponent('+2250700000099');
  // A signing key of its own to retire: the one that signs tickets keeps signing.
  ids.kid = await signingKeys.rotate(db, ctx.config.TICKET_SECRET);
  Object.assign(names, { company: company.name, from: from.name, to: to.name, bus: bus.busNumber });
  // A second payment of the confirmed booking: money to give back, which the refunds routes record.
  ids.refund = newId();
  await db.insert(payments).values({
    id: ids.refund,
    bookingId: booking.id,
    provider: 'sandbox',
    token: randomToken(),
    amount: booking.totalPrice,
    status: 'failed',
    details: { refundDue: true, refundReason: 'duplicate_payment' },
  });
  for (const key of ['partner', 'partnerToApprove', 'partnerToReject', 'partnerToDelete']) {
    ids[key] = newId();
    await db.insert(partnerRequests).values({
      id: ids[key],
      companyName: `Partenaire ${key}`,
      email: `${key}@example.ci`,
      phone: '+2250700000001',
    });
  }
  for (const key of ['timetable', 'spareTimetable']) {
    const res = await caller(app, adminAuth)('POST', '/api/admin/timetables', timetableBody());
    ids[key] = res.json().data._id;
  }
});

const cityBody = () => ({ name: `Ville ${Math.random()}`, country: "Côte d'Ivoire" });
const companyBody = () => ({
  name: `Compagnie ${Math.random()}`,
  email: 'contact@example.ci',
  phone: '27 20 00 00 00',
  address: 'Adjamé, Abidjan',
});
const busBody = () => ({
  name: 'Car neuf',
  company: ids.company,
  busId: `CI-${Math.random().toString(36).slice(2, 8)}`,
  totalSeats: 40,
  layout: '2x2',
  amenities: ['wifi'],
});
const tripBody = () => ({
  from: names.from,
  to: names.to,
  departureDate: '2031-01-15',
  departureTime: '08:00',
  arrivalTime: '12:30',
  duration: '4h30',
  price: 9000,
  availableSeats: 30,
  companyName: names.company,
  bus: names.bus,
});
const timetableBody = () => ({
  companyId: ids.company,
  fromCityId: ids.from,
  toCityId: ids.to,
  busId: ids.bus,
  daysOfWeek: [1, 3],
  departureTime: '06:00',
  durationMinutes: 300,
  price: 8000,
});
const userBody = (password = true) => ({
  ...newTraveller(),
  ...(password ? {} : { password: '' }),
  role: 'user',
});
const partnerBody = () => ({ companyName: 'UTB', email: 'utb@example.ci', phone: '07 08 09 10 11' });

type Row = [method: 'GET' | 'POST' | 'PUT' | 'DELETE', pattern: string, status: number, body?: () => unknown];
const table: Row[] = [
  ['GET', '/api/admin/users/count', 200],
  ['GET', '/api/admin/users', 200],
  ['POST', '/api/admin/users', 201, userBody],
  ['GET', '/api/admin/users/:user', 200],
  ['PUT', '/api/admin/users/:user', 200, () => userBody(false)],
  ['POST', '/api/admin/users/:user/toggle-ban', 200],
  ['DELETE', '/api/admin/users/:victim', 200],
  ['GET', '/api/admin/companies/count', 200],
  ['GET', '/api/admin/companies', 200],
  ['POST', '/api/admin/companies', 201, companyBody],
  ['GET', '/api/admin/companies/:company', 200],
  ['PUT', '/api/admin/companies/:spareCompany', 200, companyBody],
  ['PUT', '/api/admin/companies/:company/commission', 200, () => ({ commissionRate: 750 })],
  ['GET', '/api/admin/companies/:company/statement', 200],
  ['GET', '/api/admin/companies/:company/staff', 200],
  ['DELETE', '/api/admin/companies/:company', 409],
  ['DELETE', '/api/admin/companies/:spareCompany', 200],
  ['GET', '/api/admin/cities/count', 200],
  ['GET', '/api/admin/cities', 200],
  ['POST', '/api/admin/cities', 201, cityBody],
  ['GET', '/api/admin/cities/:from', 200],
  ['PUT', '/api/admin/cities/:spareCity', 200, cityBody],
  ['DELETE', '/api/admin/cities/:spareCity', 200],
  ['GET', '/api/admin/buses/count', 200],
  ['GET', '/api/admin/buses', 200],
  ['POST', '/api/admin/buses', 201, busBody],
  ['GET', '/api/admin/buses/:bus', 200],
  ['PUT', '/api/admin/buses/:spareBus', 200, busBody],
  ['DELETE', '/api/admin/buses/:spareBus', 200],
  ['GET', '/api/admin/routes/count', 200],
  ['GET', '/api/admin/routes', 200],
  ['POST', '/api/admin/routes', 201, tripBody],
  ['POST', '/api/admin/routes/bulk-delete', 200, () => ({ ids: [ids.trip] })],
  ['GET', '/api/admin/routes/:trip', 200],
  ['PUT', '/api/admin/routes/:spareTrip', 200, tripBody],
  ['DELETE', '/api/admin/routes/:spareTrip', 200],
  ['GET', '/api/admin/bookings/count', 200],
  ['GET', '/api/admin/bookings', 200],
  ['GET', '/api/admin/bookings/:booking', 200],
  ['POST', '/api/admin/boarding/verify', 200, () => ({ reference: ids.booking!.slice(-8) })],
  ['POST', '/api/admin/boarding/:booking/board', 409, () => ({})],
  ['POST', '/api/admin/boarding/keys/rotate', 201],
  ['POST', '/api/admin/boarding/keys/:kid/retire', 200],
  ['PUT', '/api/admin/bookings/:booking', 200, () => ({ status: 'completed' })],
  ['DELETE', '/api/admin/bookings/old', 200],
  ['DELETE', '/api/admin/bookings/corrupted', 200],
  ['DELETE', '/api/admin/bookings/:spareBooking', 200],
  ['GET', '/api/admin/refunds', 200],
  ['PUT', '/api/admin/refunds/:refund/refunded', 200],
  ['GET', '/api/admin/partners/count', 200],
  ['GET', '/api/admin/partners', 200],
  ['POST', '/api/admin/partners', 201, partnerBody],
  ['GET', '/api/admin/partners/:partner', 200],
  ['PUT', '/api/admin/partners/:partner', 200, partnerBody],
  ['PUT', '/api/admin/partners/:partnerToApprove/approve', 200],
  ['PUT', '/api/admin/partners/:partnerToReject/reject', 200],
  ['DELETE', '/api/admin/partners/:partnerToDelete', 200],
  ['GET', '/api/admin/dashboard', 200],
  ['GET', '/api/admin/revenue/total', 200],
  ['GET', '/api/admin/sms', 200],
  ['POST', '/api/admin/ussd/simulate', 200, () => ({ sessionId: 'access', phoneNumber: '0700000099' })],
  ['GET', '/api/admin/ussd/phone/:phone', 200],
  ['GET', '/api/admin/timetables', 200],
  ['POST', '/api/admin/timetables', 201, timetableBody],
  ['GET', '/api/admin/timetables/:timetable', 200],
  ['PUT', '/api/admin/timetables/:timetable', 200, timetableBody],
  ['DELETE', '/api/admin/timetables/:spareTimetable', 200],
];

/** "/api/admin/users/:victim" → Fastify's pattern ("/api/admin/users/:id") and the real URL. */
const pattern = (path: string) =>
  path.replace(/\/:(\w+)/g, (_, key: string) =>
    key === 'booking' && path.includes('boarding')
      ? '/:bookingId'
      : key === 'phone' || key === 'kid'
        ? `/:${key}`
        : '/:id',
  );
const url = (path: string) => path.replace(/:(\w+)/g, (_, key: string) => ids[key]!);

describe('admin routes', () => {
  it('lists every admin route the app serves', () => {
    const listed = [...new Set(table.map(([method, path]) => `${method} ${pattern(path)}`))].sort();
    expect(listed).toEqual(adminRoutesOf(ctx));
  });

  it.each(table)('%s %s: 401 anonymous, 403 traveller, %i admin', async (method, path, status, body) => {
    const payload = body?.();
    const anonymous = await caller(app)(method, url(path), payload);
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, message: 'Authentification requise' });
    const traveller = await caller(app, travellerAuth)(method, url(path), payload);
    expect(traveller.statusCode, traveller.body).toBe(403);
    const admin = await caller(app, adminAuth)(method, url(path), payload);
    expect(admin.statusCode, admin.body).toBe(status);
    expect(admin.json().success).toBe(status < 300);
  });

  it('documents every admin route in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      );
    expect(new Set(documented.map((r) => r.replace(/\/$/, '')))).toEqual(new Set(adminRoutesOf(ctx)));
  });

  it('refuses a banned administrator at once, token still valid', async () => {
    const other = await signUpAdmin(app);
    const ok = await caller(app, other.auth)('GET', '/api/admin/users/count');
    expect(ok.statusCode).toBe(200);
    const ban = await caller(app, adminAuth)('POST', `/api/admin/users/${other.user._id}/toggle-ban`);
    expect(ban.json().data.isBanned).toBe(true);
    const after = await caller(app, other.auth)('GET', '/api/admin/users/count');
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toContain('banni');
  });
});
