import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, type TestUser } from './support/users';

/** The administrator the e2e server creates (scripts/e2e-server.mjs). */
export const ADMIN = { email: 'admin@gbaka.test', password: 'Admin!2345' };

const headers = { 'X-Requested-With': 'XMLHttpRequest' };

export async function signInAsAdmin(page: Page, path = '/admin/dashboard'): Promise<void> {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(path);
}

/** A bearer token, for arranging data through the API when the test is about something else. */
export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/users/login', {
    headers,
    data: { emailOrPhone: email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export function authHeaders(token: string) {
  return { ...headers, Authorization: `Bearer ${token}` };
}

export async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: authHeaders(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** "15 000 F CFA" with ordinary spaces, as Playwright compares text once whitespace is normalised. */
export function fcfa(amount: number): string {
  return `${new Intl.NumberFormat('fr-FR').format(amount)} F CFA`.replace(/[\u00a0\u202f]/g, ' ');
}

/** A one-way booking of `seats` on `trip`, made by `traveller` through POST /api/travel/bookings. */
export async function bookThroughApi(
  request: APIRequestContext,
  traveller: TestUser,
  trip: { _id: string; price: number },
  seats: number[],
): Promise<{ _id: string; reference: string; totalPrice: number }> {
  const token = await apiToken(request, traveller.email, traveller.password);
  const subtotal = seats.length * trip.price;
  const response = await request.post('/api/travel/bookings', {
    headers: authHeaders(token),
    data: {
      outboundRouteId: trip._id,
      tripType: 'oneWay',
      selectedSeats: seats,
      passengerDetails: {
        fullName: `${traveller.firstName} ${traveller.lastName}`,
        email: traveller.email,
        phoneNumber: traveller.phone,
      },
      totalPrice: subtotal + Math.round((subtotal * 65) / 1000),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string; reference: string; totalPrice: number } }).data;
}

/** The traveller pays a booking with Orange Money on the sandbox provider, through its API. */
export async function payThroughSandbox(request: APIRequestContext, token: string, bookingId: string) {
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

/** A name no other test uses. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;
}

export { expectNoSeriousViolations } from './support/axe';
