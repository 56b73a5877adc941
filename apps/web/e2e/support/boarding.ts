import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN, apiGet, apiToken, authHeaders, bookThroughApi, payThroughSandbox } from '../admin-helpers';
import type { CompanyManager } from './operator';
import { newUser, registerThroughApi } from './users';

/** "HH:MM" an hour from now (Abidjan is UTC), today: a departure whose boarding is open. */
function inAnHour(): string {
  const later = new Date(Date.now() + 3_600_000);
  // Near midnight the departure stays today, at 23:59.
  return later.toISOString().slice(0, 10) === new Date().toISOString().slice(0, 10)
    ? later.toISOString().slice(11, 16)
    : '23:59';
}

/** The manager's own bus and a departure of it today, through the workspace's API. */
export async function todaysDeparture(request: APIRequestContext, manager: CompanyManager) {
  const token = await apiToken(request, manager.email, manager.password);
  const admin = await apiToken(request, ADMIN.email, ADMIN.password);
  const { data: cities } = await apiGet<{ data: { _id: string; name: string }[] }>(
    request,
    admin,
    '/admin/cities',
  );
  const bus = await request.post('/api/operator/buses', {
    headers: authHeaders(token),
    data: { name: 'Le Rapide', busId: `EMB-${Date.now().toString(36)}`, totalSeats: 30, layout: '2x2' },
  });
  expect(bus.status(), await bus.text()).toBe(201);
  const departure = await request.post('/api/operator/departures', {
    headers: authHeaders(token),
    data: {
      fromCityId: cities[0]!._id,
      toCityId: cities[1]!._id,
      busId: ((await bus.json()) as { data: { _id: string } }).data._id,
      departureDate: new Date().toISOString().slice(0, 10),
      departureTime: inAnHour(),
      durationMinutes: 240,
      price: 5000,
    },
  });
  expect(departure.status(), await departure.text()).toBe(201);
  const trip = ((await departure.json()) as { data: { _id: string; price: number } }).data;
  return { token, trip, route: `${cities[0]!.name} → ${cities[1]!.name}` };
}

/** A traveller books two seats on the web and pays with the sandbox: the booking carries its ticket's code. */
export async function paidWebTicket(request: APIRequestContext, trip: { _id: string; price: number }) {
  const traveller = newUser({ firstName: 'Aya', lastName: 'Web' });
  await registerThroughApi(request, traveller);
  const booking = await bookThroughApi(request, traveller, trip, [3, 4]);
  const token = await apiToken(request, traveller.email, traveller.password);
  await payThroughSandbox(request, token, booking._id);
  const read = await request.get(`/api/travel/bookings/${booking._id}`, { headers: authHeaders(token) });
  return ((await read.json()) as { data: { _id: string; ticket: { code: string } } }).data;
}

/** A seat sold for cash at the counter by the manager: the sale's answer carries the ticket's code. */
export async function counterTicket(request: APIRequestContext, token: string, tripId: string) {
  const sale = await request.post('/api/operator/sales', {
    headers: { ...authHeaders(token), 'Idempotency-Key': `e2e-boarding-${Date.now()}` },
    data: {
      tripId,
      seats: [7],
      passengers: [{ seat: 7, fullName: 'Moussa Guichet' }],
      payment: { method: 'cash' },
    },
  });
  expect(sale.status(), await sale.text()).toBe(201);
  return ((await sale.json()) as { data: { _id: string; ticket: { code: string } } }).data;
}
