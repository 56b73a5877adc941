import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trips } from '../../src/db/schema';
import { signUpAdmin } from '../admin-factories';
import { createBus, createCity, createCompany, createTrip, inDays, insertBooking } from '../factories';
import { createTestApp, signUp } from '../helper';
import { signUpStaff } from '../operator-factories';
import { changedTables, databaseFingerprint } from './database-fingerprint';
import { operationKey, operationsOf } from './openapi-operations';

/**
 * Who may call what in the companies' workspaces (DESIGN §9, decision record 008). Every /api/operator route of
 * the OpenAPI document is called with company A's ids by seven callers: anonymous (401), a traveller and an
 * administrator (403: neither belongs to a company), A's manager, agent and conductor (what their role allows,
 * 403 otherwise), and B's manager. B's calls come first and must answer 404 for A's ids (400 when A's id is a
 * form field), never A's data, and leave every table of the database as it was. The table must name every
 * operator route: a new one fails the first test until someone states who may call it.
 */
const ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const { app } = ctx;
const db = ctx.database.db;

const companyA = await createCompany(db);
const companyB = await createCompany(db);
const [from, to] = [await createCity(db), await createCity(db)];
const busA = await createBus(db, companyA.id, { totalSeats: 40 });
const traveller = await signUp(app);
const callers = {
  anonymous: {},
  traveller: traveller.auth,
  admin: (await signUpAdmin(app)).auth,
  managerB: (await signUpStaff(app, companyB.id, 'manager')).auth,
  agentA: (await signUpStaff(app, companyA.id, 'agent')).auth,
  conductorA: (await signUpStaff(app, companyA.id, 'conductor')).auth,
  managerA: (await signUpStaff(app, companyA.id, 'manager')).auth,
};
type Caller = keyof typeof callers;
/** B first (nothing of A may change before it is checked), A's manager last (a delete then succeeds). */
const ORDER: Caller[] = ['anonymous', 'traveller', 'admin', 'managerB', 'agentA', 'conductorA', 'managerA'];

async function as(
  caller: Caller,
  method: string,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: method as 'GET',
    url,
    headers: { ...callers[caller], ...headers },
    ...(payload !== undefined && { payload: payload as object }),
  });
}

/** A's rows, made fresh for each route: the manager's call may change or delete them. */
const fresh = {
  trip: async () =>
    (await createTrip(db, { from, to, company: companyA, bus: busA, departureDate: inDays(3) })).trip.id,
  bus: async () => (await createBus(db, companyA.id)).id,
  member: async () => (await signUpStaff(app, companyA.id, 'agent')).user._id as string,
  invitation: async () => {
    const res = await as('managerA', 'POST', '/api/operator/staff', {
      role: 'conductor',
      email: 'c@example.ci',
    });
    return res.json().data._id as string;
  },
  timetable: async () => {
    const res = await as('managerA', 'POST', '/api/operator/timetables', line());
    return res.json().data._id as string;
  },
};
const line = () => ({
  fromCityId: from.id,
  toCityId: to.id,
  busId: busA.id,
  daysOfWeek: [2, 4],
  departureTime: '06:30',
  durationMinutes: 240,
  price: 6000,
});
const busForm = () => ({
  name: 'Car',
  busId: `M-${Math.random().toString(36).slice(2, 8)}`,
  totalSeats: 30,
  layout: '2x2',
});

const { trip: saleTrip } = await createTrip(db, {
  from,
  to,
  company: companyA,
  bus: busA,
  departureDate: inDays(3),
});
let saleSeat = 0;
/** A's counter sale (cash) by one of A's staff, or a web booking of A's departure waiting for payment. */
const sold = {
  byManager: async () => {
    saleSeat += 1;
    const res = await as(
      'managerA',
      'POST',
      '/api/operator/sales',
      {
        tripId: saleTrip.id,
        seats: [saleSeat],
        passengers: [{ seat: saleSeat, fullName: 'Awa Koné' }],
        payment: { method: 'cash' },
      },
      { 'idempotency-key': `matrix-fresh-${saleSeat}` },
    );
    return res.json().data._id as string;
  },
  held: async () => {
    saleSeat += 1;
    const [trip] = await db.select().from(trips).where(eq(trips.id, saleTrip.id));
    const row = await insertBooking(db, {
      trip: trip!,
      userId: traveller.user._id,
      seats: [saleSeat],
      status: 'pending_payment',
      holdExpiresAt: new Date(Date.now() + 15 * 60_000),
    });
    return row.id;
  },
};
/** A's agent's close of a day (one per agent and day: each row closes another day). */
let closedDays = 0;
const closing = async () => {
  closedDays += 1;
  const res = await as('agentA', 'POST', '/api/operator/drawer/close', {
    date: `2030-01-${String(closedDays).padStart(2, '0')}`,
    countedCash: 0,
  });
  return res.json().data.closing._id as string;
};
// A paid seat of A's to board (DESIGN §10): every conductor's sync of it is answered, the first records it.
const boardedSeat = await insertBooking(db, { trip: saleTrip, userId: traveller.user._id, seats: [40] });
const conductors = { managerA: 200, agentA: 403, conductorA: 200, managerB: 404 };

type Expected = { managerA: number; agentA: number; conductorA: number; managerB: number };
interface Row {
  expect: Expected;
  /** A's id for the route's `{id}`, made fresh for the row. */
  id?: () => Promise<string>;
  query?: string;
  body?: () => unknown;
  headers?: () => Record<string, string>;
}
const everyRole = (status: number, managerB: number): Expected => ({
  managerA: status,
  agentA: status,
  conductorA: status,
  managerB,
});
const managers = (status: number, managerB: number): Expected => ({
  managerA: status,
  agentA: 403,
  conductorA: 403,
  managerB,
});

const table: Record<string, Row> = {
  'GET /api/operator/company': { expect: everyRole(200, 200) },
  'GET /api/operator/cities': { expect: managers(200, 200) },
  'GET /api/operator/departures': { expect: everyRole(200, 200) },
  'GET /api/operator/departures/{id}/manifest': { expect: everyRole(200, 404), id: fresh.trip },
  'POST /api/operator/departures': {
    expect: managers(201, 400),
    body: () => ({
      fromCityId: from.id,
      toCityId: to.id,
      busId: busA.id,
      departureDate: inDays(5),
      departureTime: '15:00',
      durationMinutes: 200,
      price: 5000,
    }),
  },
  'PUT /api/operator/departures/{id}/fare': {
    expect: managers(200, 404),
    id: fresh.trip,
    body: () => ({ price: 7777 }),
  },
  'POST /api/operator/departures/{id}/delay': {
    expect: managers(200, 404),
    id: fresh.trip,
    body: () => ({ minutes: 20, reason: 'Trafic' }),
  },
  'POST /api/operator/departures/{id}/cancel': {
    expect: managers(200, 404),
    id: async () => {
      const id = await fresh.trip();
      const [trip] = await db.select().from(trips).where(eq(trips.id, id));
      await insertBooking(db, { trip: trip!, userId: traveller.user._id, seats: [1] });
      return id;
    },
    body: () => ({ reason: 'Route coupée' }),
  },
  'GET /api/operator/buses': { expect: managers(200, 200) },
  'POST /api/operator/buses': { expect: managers(201, 201), body: busForm },
  'PUT /api/operator/buses/{id}': { expect: managers(200, 404), id: fresh.bus, body: busForm },
  'DELETE /api/operator/buses/{id}': { expect: managers(200, 404), id: fresh.bus },
  'GET /api/operator/timetables': { expect: managers(200, 200) },
  'POST /api/operator/timetables': { expect: managers(201, 400), body: line },
  'GET /api/operator/timetables/{id}': { expect: managers(200, 404), id: fresh.timetable },
  'PUT /api/operator/timetables/{id}': { expect: managers(200, 404), id: fresh.timetable, body: line },
  'DELETE /api/operator/timetables/{id}': { expect: managers(200, 404), id: fresh.timetable },
  'GET /api/operator/staff': { expect: managers(200, 200) },
  'POST /api/operator/staff': {
    expect: managers(201, 201),
    body: () => ({ role: 'agent', phone: '07 01 02 03 04' }),
  },
  'DELETE /api/operator/staff/{id}': { expect: managers(200, 404), id: fresh.member },
  'POST /api/operator/staff/invitations/{id}/resend': { expect: managers(200, 404), id: fresh.invitation },
  'DELETE /api/operator/staff/invitations/{id}': { expect: managers(200, 404), id: fresh.invitation },
  'GET /api/operator/statements': { expect: managers(200, 200), query: '?month=2031-03' },
  // A counter sale (DESIGN §10): agents and managers sell A's seats; B does not know A's departure.
  'POST /api/operator/sales': {
    expect: { managerA: 201, agentA: 201, conductorA: 403, managerB: 404 },
    body: () => {
      saleSeat += 1;
      return {
        tripId: saleTrip.id,
        seats: [saleSeat],
        passengers: [{ seat: saleSeat, fullName: 'Awa Koné' }],
        payment: { method: 'cash' },
      };
    },
    headers: () => ({ 'idempotency-key': `matrix-sale-${saleSeat}` }),
  },
  // What follows a sale (DESIGN §10): an agent voids only their own sale (the manager's is not theirs: 404).
  'GET /api/operator/sales/held': {
    expect: { ...everyRole(200, 200), conductorA: 403 },
    query: '?q=ZZZZ9999',
  },
  'GET /api/operator/sales/{id}': { expect: { ...everyRole(200, 404), conductorA: 403 }, id: sold.byManager },
  'POST /api/operator/sales/{id}/void': {
    expect: { managerA: 200, agentA: 404, conductorA: 403, managerB: 404 },
    id: sold.byManager,
    body: () => ({ reason: 'Erreur de saisie' }),
  },
  // The agent takes the cash first; the manager then finds it paid.
  'POST /api/operator/sales/{id}/pay': {
    expect: { managerA: 409, agentA: 200, conductorA: 403, managerB: 404 },
    id: sold.held,
  },
  'GET /api/operator/sales/{id}/receipt': { expect: everyRole(200, 404), id: sold.byManager },
  'GET /api/operator/drawer': {
    expect: { ...everyRole(200, 200), conductorA: 403 },
    query: '?date=2030-02-01',
  },
  // Each caller closes their own drawer of that day (B its own company's).
  'POST /api/operator/drawer/close': {
    expect: { managerA: 201, agentA: 201, conductorA: 403, managerB: 201 },
    body: () => ({ date: '2030-03-01', countedCash: 0 }),
  },
  'POST /api/operator/drawer/closings/{id}/sign-off': { expect: managers(200, 404), id: closing },
  'POST /api/operator/drawer/closings/{id}/reopen': { expect: managers(200, 404), id: closing },
  // Boarding offline (DESIGN §10): conductors and managers; B does not know A's departure.
  'GET /api/operator/departures/{id}/boarding-pack': { expect: conductors, id: fresh.trip },
  'POST /api/operator/boardings': {
    expect: conductors,
    body: () => [
      {
        tripId: saleTrip.id,
        seat: 40,
        bookingId: boardedSeat.id,
        scannedAt: new Date().toISOString(),
        deviceId: 'matrix-phone',
      },
    ],
  },
};

const operations = operationsOf(app.swagger()).filter((op) => op.path.startsWith('/api/operator'));

describe('operator routes: five callers', () => {
  it('names every operator route of the OpenAPI document', () => {
    expect(Object.keys(table).sort()).toEqual(
      operations.map((op) => operationKey(op.method, op.path)).sort(),
    );
  });

  it.each(operations.map((op) => [op.key, op] as const))('%s', async (key, operation) => {
    const row = table[key]!;
    const id = row.id ? await row.id() : undefined;
    const url = `${operation.path.replace('{id}', id ?? '')}${row.query ?? ''}`;
    const answered: Record<string, number> = {};
    const bodies: string[] = [];
    for (const caller of ORDER) {
      const before = caller === 'managerB' ? await databaseFingerprint(db) : undefined;
      const res = await as(caller, operation.method, url, row.body?.(), row.headers?.());
      answered[caller] = res.statusCode;
      bodies.push(`${caller}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      if (res.statusCode >= 400) expect(res.json(), `${key} as ${caller}`).toMatchObject({ success: false });
      if (caller === 'managerB') {
        // B never reads A's rows, whatever the route answers: not A, its bus (on every departure of A) nor the row.
        for (const secret of [companyA.id, busA.id, id].filter(Boolean))
          expect(res.body, `${key}: B read company A's ${secret}`).not.toContain(secret);
        if (res.statusCode >= 400) {
          expect(changedTables(before!, await databaseFingerprint(db)), `${key}: B's refusal wrote`).toEqual(
            [],
          );
        }
      }
    }
    expect(answered, bodies.join('\n')).toEqual({
      anonymous: 401,
      traveller: 403,
      admin: 403,
      ...row.expect,
    });
  });
});
