import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TestUser } from './users';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

interface ApiTrip {
  _id: string;
  price: number;
  departureDate: string;
  bus: { _id: string } | null;
  from: { name: string };
  to: { name: string };
}

/**
 * A real pending booking made through the API by a signed-up traveller (POST /api/travel/bookings): the first
 * trip of tomorrow that has a bus, its first free seat. Answers the booking id and reference.
 */
export async function bookThroughApi(request: APIRequestContext, user: TestUser) {
  const login = await request.post('/api/users/login', {
    headers: XHR,
    data: { emailOrPhone: user.email, password: user.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const auth = { ...XHR, Authorization: `Bearer ${token}` };

  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const list = await request.get(`/api/travel/routes/all?date=${tomorrow}&limit=20`);
  const trips = ((await list.json()) as { data: ApiTrip[] }).data;
  const trip = trips.find((t) => t.bus)!;
  const layout = await request.get(`/api/travel/buses/${trip.bus!._id}/layout?routeId=${trip._id}`);
  const seats = ((await layout.json()) as { data: { seats: { number: number; status: string }[] } }).data
    .seats;
  const seat = seats.find((s) => s.status === 'available')!.number;
  const totalPrice = trip.price + Math.round((trip.price * 65) / 1000);

  const created = await request.post('/api/travel/bookings', {
    headers: auth,
    data: {
      outboundRouteId: trip._id,
      tripType: 'oneWay',
      selectedSeats: [seat],
      passengerDetails: {
        fullName: `${user.firstName} ${user.lastName}`,
        email: user.email,
        phoneNumber: user.phone,
      },
      totalPrice,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = ((await created.json()) as { data: { _id: string; reference: string } }).data;
  return { ...booking, trip };
}

/** Switches the language through the header's menu (desktop width). */
export async function chooseLanguage(
  page: Page,
  current: RegExp,
  language: 'Français' | 'English' | 'Español',
) {
  await page.getByRole('button', { name: current }).click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

export { expectNoSeriousViolations } from './axe';
