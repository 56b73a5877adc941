import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN, apiGet, apiToken, authHeaders } from '../admin-helpers';
import { invitationPath, newCompanyManager } from './operator';
import { latestMessageTo } from './outbox';

const headers = { 'X-Requested-With': 'XMLHttpRequest' };

/** A day from today, as the API wants it (Abidjan is on UTC). */
export const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const response = await request.post(`/api${path}`, { headers: authHeaders(token), data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A counter ready to sell, arranged through the API: a new company and its manager, an agent the manager invited
 * (invitation accepted), a bus and a departure tomorrow at 09:30 for 7 500 F CFA.
 */
export async function newCounter(request: APIRequestContext) {
  const manager = await newCompanyManager(request);
  const managerToken = await apiToken(request, manager.email, manager.password);
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const agent = {
    email: `agent.${id}@compagnie.test`,
    firstName: 'Awa',
    lastName: 'Guichet',
    password: 'Agent#2026x',
  };
  await post(request, managerToken, '/operator/staff', { role: 'agent', email: agent.email });
  const invitation = invitationPath(await latestMessageTo(agent.email));
  const accepted = await request.post(`/api${invitation}/accept`, { headers, data: agent });
  expect(accepted.status(), await accepted.text()).toBe(200);

  const admin = await apiToken(request, ADMIN.email, ADMIN.password);
  const cities = await apiGet<{ data: { _id: string; name: string }[] }>(
    request,
    admin,
    '/admin/cities?limit=2',
  );
  const [from, to] = cities.data;
  const bus = await post<{ _id: string }>(request, managerToken, '/operator/buses', {
    name: 'Car du guichet',
    busId: `GU-${id}`.slice(0, 20),
    totalSeats: 30,
    layout: '2x2',
  });
  const departure = await post<{ _id: string }>(request, managerToken, '/operator/departures', {
    fromCityId: from!._id,
    toCityId: to!._id,
    busId: bus._id,
    departureDate: dayFromNow(1),
    departureTime: '09:30',
    durationMinutes: 240,
    price: 7500,
  });
  return { manager, agent, route: `${from!.name} – ${to!.name}`, tripId: departure._id };
}
