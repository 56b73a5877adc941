import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN, apiGet, apiToken, authHeaders, bookThroughApi, payThroughSandbox } from '../admin-helpers';
import type { CompanyManager } from './operator';
import { newUser, registerThroughApi } from './users';

/**
 * Tomorrow in Abidjan (UTC all year). A departure tomorrow at 09:00 is between 9 and 33 hours ahead whenever the
 * test runs: on sale on the web, at the counter and over USSD, and listed by the boarding screen (today's and
 * tomorrow's departures), also when midnight passes during the test (it is then today's).
 */
function tomorrow(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

/** A city of its own (letters only, as a caller types it on a phone's keypad): only this test's departures serve it. */
async function newCity(request: APIRequestContext, admin: string): Promise<{ _id: string; name: string }> {
  const letters = Array.from({ length: 6 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  const response = await request.post('/api/admin/cities', {
    headers: authHeaders(admin),
    data: { name: `Embarq${letters}`, country: "Côte d'Ivoire" },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string; name: string } }).data;
}

/** The manager's own bus and a departure of it tomorrow morning, between two new cities, through the workspace's API. */
export async function departureToBoard(request: APIRequestContext, manager: CompanyManager) {
  const token = await apiToken(request, manager.email, manager.password);
  const admin = await apiToken(request, ADMIN.email, ADMIN.password);
  const [from, to] = [await newCity(request, admin), await newCity(request, admin)];
  const date = tomorrow();
  const bus = await request.post('/api/operator/buses', {
    headers: authHeaders(token),
    data: { name: 'Le Rapide', busId: `EMB-${Date.now().toString(36)}`, totalSeats: 30, layout: '2x2' },
  });
  expect(bus.status(), await bus.text()).toBe(201);
  const departure = await request.post('/api/operator/departures', {
    headers: authHeaders(token),
    data: {
      fromCityId: from._id,
      toCityId: to._id,
      busId: ((await bus.json()) as { data: { _id: string } }).data._id,
      departureDate: date,
      departureTime: '09:00',
      durationMinutes: 240,
      price: 5000,
    },
  });
  expect(departure.status(), await departure.text()).toBe(201);
  const trip = ((await departure.json()) as { data: { _id: string; price: number } }).data;
  return {
    token,
    admin,
    trip,
    from: from.name,
    to: to.name,
    departureDate: date,
    route: `${from.name} → ${to.name}`,
  };
}

/** A traveller books two seats on the web and pays with the sandbox: the booking carries its ticket's code. */
export async function paidWebTicket(request: APIRequestContext, trip: { _id: string; price: number }) {
  const traveller = newUser({ firstName: 'Aya', lastName: 'Web' });
  await registerThroughApi(request, traveller);
  const booking = await bookThroughApi(request, traveller, trip, [3, 4]);
  const token = await apiToken(request, traveller.email, traveller.password);
  await payThroughSandbox(request, token, booking._id);
  const read = await request.get(`/api/travel/bookings/${booking._id}`, { headers: authHeaders(token) });
  return ((await read.json()) as { data: { _id: string; ticket: { code: string; qr: string } } }).data;
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

/**
 * A caller books a seat of the departure over USSD (the back office's simulator sends the gateway's requests),
 * pays the push in the sandbox, and receives the ticket by SMS: its short code is read from that SMS.
 */
export async function ussdTicket(
  request: APIRequestContext,
  admin: string,
  trip: { from: string; to: string; departureDate: string },
) {
  const { from, to, departureDate } = trip;
  const phoneNumber = `05${String(Date.now() % 1e8).padStart(8, '0')}`;
  const sessionId = `e2e-boarding-${Date.now()}`;
  const inputs: string[] = [];
  const send = async (input?: string) => {
    if (input !== undefined) inputs.push(input);
    const response = await request.post('/api/admin/ussd/simulate', {
      headers: authHeaders(admin),
      data: { sessionId, phoneNumber, text: inputs.join('*') },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: { screen: string } }).data.screen;
  };
  await send();
  // Book, from, to, the departure's day typed as DDMM (not "1 today, 2 tomorrow", which midnight would shift), the
  // first departure (the only one between these cities), one seat, a name, pay, MTN.
  const day = `${departureDate.slice(8, 10)}${departureDate.slice(5, 7)}`;
  for (const input of ['1', from, to, day, '1', '1', 'Yao Ussd', '1']) await send(input);
  expect(await send('2')).toMatch(/^Réservation [A-Z0-9]{8} gardée/);
  type Inbox = { data: { sms: { kind: string; text: string }[]; pendingPayment: { url: string } | null } };
  const inbox = async () => (await apiGet<Inbox>(request, admin, `/admin/ussd/phone/${phoneNumber}`)).data;
  const { pendingPayment } = await inbox();
  const paid = await request.post(`${new URL(pendingPayment!.url).pathname}/complete`, {
    data: { outcome: 'success', method: 'mtn_momo', phone: phoneNumber },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const sms = (await inbox()).sms.find((m) => m.kind === 'ticket');
  expect(sms?.text).toMatch(/code [A-Z0-9]{4}-[A-Z0-9]{4}\./);
  return { code: /code ([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(sms!.text)![1]!, sms: sms!.text };
}
