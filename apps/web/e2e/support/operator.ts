import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN, apiGet, apiToken, authHeaders } from '../admin-helpers';
import { latestMessageTo } from './outbox';

const headers = { 'X-Requested-With': 'XMLHttpRequest' };

export interface CompanyManager {
  companyName: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A unique company name and its applicant's e-mail and phone, for one test. */
export function newApplicant() {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    companyName: `Trans ${id.toUpperCase()}`,
    email: `gerant.${id}@compagnie.test`,
    phone: `05${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  };
}

/** The path of the invitation link in a message: `/invitations/<token>`. */
export function invitationPath(message: { text: string }): string {
  const match = message.text.match(/\/invitations\/[A-Za-z0-9_-]+/);
  if (!match) throw new Error(`No invitation link in: ${message.text}`);
  return match[0];
}

/** Sends the partner request, and the administrator approves it through the API: the invitation leaves by mail. */
export async function approvedApplicant(request: APIRequestContext, applicant = newApplicant()) {
  const sent = await request.post('/api/partners/request', { headers, data: applicant });
  expect(sent.status(), await sent.text()).toBe(201);
  await approvePartner(request, applicant.companyName);
  return { ...applicant, invitation: invitationPath(await latestMessageTo(applicant.email)) };
}

export async function approvePartner(request: APIRequestContext, companyName: string): Promise<void> {
  const admin = await apiToken(request, ADMIN.email, ADMIN.password);
  const { data } = await apiGet<{ data: { _id: string; companyName: string }[] }>(
    request,
    admin,
    `/admin/partners?search=${encodeURIComponent(companyName)}`,
  );
  const partner = data.find((p) => p.companyName === companyName);
  expect(partner, companyName).toBeDefined();
  const approved = await request.put(`/api/admin/partners/${partner!._id}/approve`, {
    headers: authHeaders(admin),
    data: {},
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

/** A new company with its manager, arranged through the API (partner request, approval, invitation accepted). */
export async function newCompanyManager(request: APIRequestContext): Promise<CompanyManager> {
  const applicant = await approvedApplicant(request);
  const manager = { firstName: 'Koffi', lastName: 'Yao', password: 'Gerant#2026x' };
  const accepted = await request.post(`/api${applicant.invitation}/accept`, { headers, data: manager });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { companyName: applicant.companyName, email: applicant.email, ...manager };
}

/** A bearer token of the manager, for arranging data through the API. */
export const managerToken = (request: APIRequestContext, manager: CompanyManager) =>
  apiToken(request, manager.email, manager.password);

/**
 * A bus and a daily line of the manager's company between two demo cities, through the API: its departures for
 * the coming weeks exist at once. Answers the first departure of the board.
 */
export async function arrangeLine(
  request: APIRequestContext,
  token: string,
  from = 'Abidjan',
  to = 'Bouaké',
) {
  const { data: cities } = await apiGet<{ data: { _id: string; name: string }[] }>(
    request,
    token,
    '/operator/cities',
  );
  const id = (name: string) => cities.find((city) => city.name === name)!._id;
  const bus = await request.post('/api/operator/buses', {
    headers: authHeaders(token),
    data: { name: 'Car du matin', busId: `OP-${Date.now().toString(36)}`, totalSeats: 30, layout: '2x2' },
  });
  expect(bus.status(), await bus.text()).toBe(201);
  const line = await request.post('/api/operator/timetables', {
    headers: authHeaders(token),
    data: {
      fromCityId: id(from),
      toCityId: id(to),
      busId: ((await bus.json()) as { data: { _id: string } }).data._id,
      daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
      departureTime: '23:30',
      durationMinutes: 300,
      price: 7000,
    },
  });
  expect(line.status(), await line.text()).toBe(201);
  return firstDeparture(request, token);
}

export async function firstDeparture(request: APIRequestContext, token: string) {
  const { data } = await apiGet<{ data: { _id: string; price: number; departureDate: string }[] }>(
    request,
    token,
    '/operator/departures',
  );
  expect(data.length).toBeGreaterThan(0);
  return data[0]!;
}

/** The traveller pays their booking on the sandbox provider, through the API. */
export async function payThroughApi(request: APIRequestContext, token: string, bookingId: string) {
  const initiated = await request.post('/api/payment/initiate', {
    headers: authHeaders(token),
    data: { bookingId },
  });
  expect(initiated.status(), await initiated.text()).toBe(200);
  const { paymentUrl } = (await initiated.json()) as { paymentUrl: string };
  const paid = await request.post(`${new URL(paymentUrl).pathname}/complete`, {
    data: { outcome: 'success', method: 'orange_money', phone: '07 11 22 33 44' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}
