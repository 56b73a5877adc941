import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TestUser } from './users';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** A date `days` ahead in Abidjan (UTC+0), as the date inputs take it. Far enough that no trip of the day has left. */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Fills the home hero (its default cities are Abidjan and Yamoussoukro) and searches. */
export async function searchFromHome(
  page: Page,
  options: { departureDate?: string; returnDate?: string; passengers?: string } = {},
): Promise<void> {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Rechercher un trajet' });
  await expect(form.getByRole('combobox', { name: 'Départ' })).toHaveValue('Abidjan');
  await expect(form.getByRole('combobox', { name: 'Arrivée' })).toHaveValue('Yamoussoukro');
  if (options.returnDate) await form.getByText('Aller-retour').click();
  await form.getByLabel('Date de départ').fill(options.departureDate ?? daysAhead(3));
  if (options.returnDate) await form.getByLabel('Date de retour').fill(options.returnDate);
  if (options.passengers) await form.getByLabel('Passagers').selectOption(options.passengers);
  await form.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/search\?from=Abidjan&/);
}

/** Clicks the first `count` available seats of the map. */
export async function chooseSeats(page: Page, count: number): Promise<number[]> {
  const seats: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const seat = page.getByRole('button', { name: /^Siège \d+, disponible$/ }).first();
    const label = (await seat.getAttribute('aria-label'))!;
    seats.push(Number(/\d+/.exec(label)![0]));
    await seat.click();
    await expect(page.getByRole('button', { name: `Siège ${seats.at(-1)}, sélectionné` })).toBeVisible();
  }
  return seats;
}

/**
 * Names the travellers of the seats after the first (which checkout prefills from the profile): checkout asks a
 * name for each seat. Returns the names by seat, as the ticket lists them.
 */
export async function nameTravellers(page: Page, names: string[]): Promise<Map<number, string>> {
  const fields = page.getByLabel(/^Passager \d+ · siège \d+$/);
  await expect(fields.first()).toBeVisible();
  const bySeat = new Map<number, string>();
  const count = await fields.count();
  for (let i = 0; i < count; i += 1) {
    const field = fields.nth(i);
    const seat = Number((await field.getAttribute('id'))!.replace('passenger-seat-', ''));
    if (i > 0 || names[i] !== undefined) await field.fill(names[i] ?? `Voyageur ${i + 1}`);
    bySeat.set(seat, await field.inputValue());
  }
  return bySeat;
}

/** The router state of the current page (React Router keeps it in history.state.usr). */
export function routerState<T>(page: Page): Promise<T> {
  return page.evaluate(() => (window.history.state as { usr: unknown }).usr) as Promise<T>;
}

/** On the sandbox provider's page: pay with Orange Money, decline, or cancel and come back. */
export async function completeSandboxPayment(
  page: Page,
  outcome: 'pay' | 'decline' | 'cancel',
): Promise<void> {
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\//);
  if (outcome === 'pay') {
    await page.getByLabel('Numéro de téléphone').fill('07 12 34 56 78');
    await page.getByRole('button', { name: /^Payer/ }).click();
  } else if (outcome === 'decline') {
    await page.getByRole('button', { name: 'Refuser le paiement' }).click();
  } else {
    await page.getByRole('button', { name: 'Annuler et revenir au site' }).click();
  }
  await expect(page).toHaveURL(/\/confirmation-paiement\//);
}

export async function apiToken(request: APIRequestContext, user: TestUser): Promise<string> {
  const response = await request.post('/api/users/login', {
    headers: XHR,
    data: { emailOrPhone: user.email, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Books seats of a trip through the API, as another traveller would from another phone. */
export async function bookThroughApi(
  request: APIRequestContext,
  token: string,
  tripId: string,
  seats: number[],
): Promise<{ _id: string }> {
  const trip = await request.get(`/api/travel/routes/${tripId}`);
  const { price } = ((await trip.json()) as { data: { price: number } }).data;
  const subtotal = seats.length * price;
  const response = await request.post('/api/travel/bookings', {
    headers: { ...XHR, Authorization: `Bearer ${token}` },
    data: {
      outboundRouteId: tripId,
      tripType: 'oneWay',
      selectedSeats: seats,
      passengerDetails: { fullName: 'Koffi Brou', email: 'koffi.brou@gbaka.test', phoneNumber: '0701020304' },
      totalPrice: subtotal + Math.round((subtotal * 65) / 1000),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data;
}

export async function bookingStatus(request: APIRequestContext, token: string, id: string): Promise<string> {
  const response = await request.get(`/api/travel/bookings/${id}`, {
    headers: { ...XHR, Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { status: string } }).data.status;
}

/** An administrator raises a trip's price, as the back office would (PUT /admin/routes/{id}). */
export async function raiseTripPrice(
  request: APIRequestContext,
  tripId: string,
  by: number,
): Promise<number> {
  const login = await request.post('/api/users/login', {
    headers: XHR,
    data: { emailOrPhone: 'admin@gbaka.test', password: 'Admin!2345' },
  });
  const { token } = (await login.json()) as { token: string };
  const response = await request.get(`/api/travel/routes/${tripId}`);
  const trip = ((await response.json()) as { data: Record<string, unknown> }).data as {
    from: { _id: string };
    to: { _id: string };
    companyName: { _id: string };
    bus: { _id: string };
    price: number;
    availableSeats: number;
    stops: string[];
    amenities: string[];
    features: string[];
    [key: string]: unknown;
  };
  const price = trip.price + by;
  const update = await request.put(`/api/admin/routes/${tripId}`, {
    headers: { ...XHR, Authorization: `Bearer ${token}` },
    data: {
      from: trip.from._id,
      to: trip.to._id,
      departureDate: trip.departureDate,
      departureTime: trip.departureTime,
      arrivalTime: trip.arrivalTime,
      duration: trip.duration,
      price,
      availableSeats: trip.availableSeats,
      companyName: trip.companyName._id,
      bus: trip.bus._id,
      stops: trip.stops,
      amenities: trip.amenities,
      features: trip.features,
      popular: trip.popular,
    },
  });
  expect(update.status(), await update.text()).toBe(200);
  return price;
}
