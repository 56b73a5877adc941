import { formatFcfa, type User } from '@gbaka/shared';
import { buildTrip, IDS } from '@gbaka/shared/test-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { searchState, seatMapApi, tripsApi } from '@/testing/booking-api';
import { renderPage } from '@/testing/render';
import { server } from '@/testing/server';
import type { CheckoutState } from '../utils/flow-state';
import { savePendingBooking, selectionKey } from '../utils/pending-booking';
import { CheckoutPage } from './checkout-page';

// The pay button's branches (use-checkout-payment.ts) against the API mocked at the network level: what the
// traveller sees and where the page sends them for each answer of POST /travel/bookings and /payment/initiate.

const outbound = buildTrip();
const back = buildTrip({
  _id: IDS.returnTrip,
  from: outbound.to,
  to: outbound.from,
  departureDate: '2025-07-03',
});
const oneWay: CheckoutState = {
  search: searchState('oneWay'),
  outbound: { routeId: outbound._id, seats: [3, 4] },
  totalPrice: 15_975,
};
const roundTrip = (returnSeats: number[]): CheckoutState => ({
  search: searchState('roundTrip'),
  outbound: { routeId: outbound._id, seats: [3, 4] },
  return: { routeId: back._id, seats: returnSeats },
  totalPrice: 31_950,
});
const passenger = { fullName: 'Awa Koné', email: 'awa@example.ci', phoneNumber: '+2250707070707' };
/** Awa on the first seat (prefilled from her profile), her brother on the second. */
const SECOND_TRAVELLER = 'Koffi Koné';
const travellers = [
  { seat: 3, fullName: passenger.fullName },
  { seat: 4, fullName: SECOND_TRAVELLER },
];
const awa: User = {
  _id: IDS.booking,
  firstName: 'Awa',
  lastName: 'Koné',
  email: passenger.email,
  phone: passenger.phoneNumber,
  dateOfBirth: null,
  role: 'user',
  isBanned: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const later = () => new Date(Date.now() + 10 * 60_000).toISOString();

/** What the API received, in order, for the assertions on what was (not) booked. */
function apiWith(...handlers: Parameters<typeof server.use>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  server.events.removeAllListeners();
  server.events.on('request:start', async ({ request }) => {
    const body =
      request.method === 'GET'
        ? undefined
        : await request
            .clone()
            .json()
            .catch(() => undefined);
    calls.push({ method: request.method, path: new URL(request.url).pathname, body });
  });
  server.use(tripsApi(outbound, back), ...handlers);
  return calls;
}

const created = (id: string = IDS.booking) =>
  http.post('/api/travel/bookings', () =>
    HttpResponse.json({ success: true, data: { _id: id, holdExpiresAt: later() } }, { status: 201 }),
  );
const conflict = (body: Record<string, unknown>) =>
  http.post('/api/travel/bookings', () =>
    HttpResponse.json({ success: false, message: 'Conflit', ...body }, { status: 409 }),
  );
const initiated = (answer: Record<string, unknown> = { paymentUrl: 'https://pay.test/checkout/abc' }) =>
  http.post('/api/payment/initiate', () => HttpResponse.json({ success: true, message: 'ok', ...answer }));
/** Pays as Awa, signed in (her details prefill the form), or as someone else typed over them. */
async function pay(state: CheckoutState, fullName = passenger.fullName) {
  const page = renderPage(<CheckoutPage />, { path: '/checkout', state, signedInAs: awa });
  const { user } = page;
  const name = await screen.findByLabelText('Nom complet');
  const second = screen.getByLabelText('Passager 2 · siège 4');
  await user.clear(second);
  await user.type(second, SECOND_TRAVELLER);
  if (fullName !== passenger.fullName) {
    await user.clear(name);
    await user.paste(fullName);
  }
  await user.click(screen.getByRole('button', { name: /^Payer/ }));
  return page;
}

const posted = (calls: ReturnType<typeof apiWith>, path: string) =>
  calls.filter((call) => call.method !== 'GET' && call.path === path);

describe('checkout: a seat taken meanwhile', () => {
  it('goes back to the seat map with the seats still free chosen again', async () => {
    apiWith(conflict({ takenSeats: [4] }));
    const { router } = await pay(oneWay);

    await screen.findByText('Siège déjà réservé');
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-seat'));
    expect(router.state.location.state).toMatchObject({
      selectedRouteId: outbound._id,
      isReturnRoute: false,
      preselected: [3],
    });
  });

  it('goes back to the return leg when the seat taken is one of the return seats only', async () => {
    apiWith(conflict({ takenSeats: [6] }));
    const { router } = await pay(roundTrip([5, 6]));

    await waitFor(() => expect(router.state.location.pathname).toBe('/select-seat'));
    expect(router.state.location.state).toMatchObject({
      selectedRouteId: back._id,
      isReturnRoute: true,
      outbound: { routeId: outbound._id, seats: [3, 4] },
      preselected: [5],
    });
  });

  it.each([
    { outboundMap: [4], leg: 'outbound', routeId: outbound._id, isReturnRoute: false },
    { outboundMap: [], leg: 'return', routeId: back._id, isReturnRoute: true },
  ])(
    'with the same number on both legs, asks the outbound map which leg lost it ($leg)',
    async ({ outboundMap, routeId, isReturnRoute }) => {
      apiWith(conflict({ takenSeats: [4] }), seatMapApi(outbound, outboundMap));
      const { router } = await pay(roundTrip([3, 4]));

      await waitFor(() => expect(router.state.location.pathname).toBe('/select-seat'));
      expect(router.state.location.state).toMatchObject({
        selectedRouteId: routeId,
        isReturnRoute,
        preselected: [3],
      });
    },
  );
});

describe('checkout: a price changed meanwhile', () => {
  it('shows the new total and books at it only once the traveller agrees', async () => {
    const calls = apiWith(conflict({ currentTotal: 17_040 }));
    const { user } = await pay(oneWay);

    const dialog = await screen.findByRole('dialog', { name: 'Le prix a changé' });
    within(dialog).getByText('15 975 F CFA');
    within(dialog).getByText('17 040 F CFA');
    server.use(created(), initiated());
    await user.click(within(dialog).getByRole('button', { name: `Continuer avec ${formatFcfa(17_040)}` }));

    await screen.findByRole('button', { name: /Redirection vers le paiement/ });
    const bookings = posted(calls, '/api/travel/bookings');
    expect(bookings.map((call) => (call.body as { totalPrice: number }).totalPrice)).toEqual([
      15_975, 17_040,
    ]);
    expect(posted(calls, '/api/payment/initiate')).toEqual([
      expect.objectContaining({ body: { bookingId: IDS.booking } }),
    ]);
  });

  it('books nothing when the traveller declines the new total', async () => {
    const calls = apiWith(conflict({ currentTotal: 17_040 }));
    const { user } = await pay(oneWay);

    const dialog = await screen.findByRole('dialog', { name: 'Le prix a changé' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: `Payer ${formatFcfa(15_975)}` })).toHaveProperty(
      'disabled',
      false,
    );
    expect(posted(calls, '/api/travel/bookings')).toHaveLength(1);
    expect(posted(calls, '/api/payment/initiate')).toEqual([]);
  });
});

describe('checkout: other failures', () => {
  it('shows the server’s message for any other conflict, and stays on the page', async () => {
    apiWith(conflict({ message: 'Vous avez déjà 2 réservations en attente de paiement' }));
    const { router } = await pay(oneWay);

    await screen.findByText('Erreur de réservation');
    expect(screen.getByRole('alert').textContent).toContain(
      'Vous avez déjà 2 réservations en attente de paiement',
    );
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.getByRole('button', { name: /^Payer/ })).toHaveProperty('disabled', false);
  });

  it('says so when the payment answer carries no payment page', async () => {
    apiWith(created(), initiated({ paymentUrl: undefined }));
    await pay(oneWay);

    await screen.findByText('Erreur de paiement');
    expect(screen.getByRole('alert').textContent).toContain('URL de paiement manquante dans la réponse');
  });
});

describe('checkout: a booking already made for these seats', () => {
  const stored = (state: CheckoutState) =>
    savePendingBooking({
      bookingId: IDS.booking,
      holdExpiresAt: later(),
      selection: selectionKey(state),
      passenger: { ...passenger, passengers: travellers },
    });
  const booking = (status: string) =>
    http.get(`/api/travel/bookings/${IDS.booking}`, () =>
      HttpResponse.json({ success: true, data: { _id: IDS.booking, status, holdExpiresAt: later() } }),
    );

  it('is paid for again rather than booked twice while its hold lasts', async () => {
    stored(oneWay);
    const calls = apiWith(booking('pending_payment'), initiated());
    await pay(oneWay);

    await screen.findByRole('button', { name: /Redirection vers le paiement/ });
    expect(posted(calls, '/api/travel/bookings')).toEqual([]);
    expect(posted(calls, '/api/payment/initiate')).toEqual([
      expect.objectContaining({ body: { bookingId: IDS.booking } }),
    ]);
  });

  it('is given up, freeing its seats, when the passenger details changed', async () => {
    stored(oneWay);
    const cancel = http.put(`/api/travel/bookings/${IDS.booking}/status`, () =>
      HttpResponse.json({ success: true, data: {} }),
    );
    const calls = apiWith(booking('pending_payment'), cancel, created(IDS.trip), initiated());
    await pay(oneWay, 'Yao Kouassi');

    await screen.findByRole('button', { name: /Redirection vers le paiement/ });
    expect(posted(calls, `/api/travel/bookings/${IDS.booking}/status`)).toEqual([
      expect.objectContaining({ body: { status: 'cancelled' } }),
    ]);
    expect(posted(calls, '/api/payment/initiate')).toEqual([
      expect.objectContaining({ body: { bookingId: IDS.trip } }),
    ]);
  });

  it('leads to its confirmation once it is paid', async () => {
    stored(oneWay);
    apiWith(booking('confirmed'));
    const { router } = await pay(oneWay);

    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation-paiement'));
    expect(router.state.location.search).toBe(`?bookingId=${IDS.booking}`);
  });
});

describe('checkout: a name for each seat', () => {
  it('books each seat with its traveller beside the contact, the first prefilled from the profile', async () => {
    const calls = apiWith(created(), initiated());
    const { user } = renderPage(<CheckoutPage />, { path: '/checkout', state: oneWay, signedInAs: awa });
    expect(await screen.findByLabelText('Passager 1 · siège 3')).toHaveProperty('value', passenger.fullName);
    const second = screen.getByLabelText('Passager 2 · siège 4');
    expect(second).toHaveProperty('value', '');
    await user.type(second, SECOND_TRAVELLER);
    await user.click(screen.getByRole('button', { name: /^Payer/ }));

    await screen.findByRole('button', { name: /Redirection vers le paiement/ });
    expect(posted(calls, '/api/travel/bookings')).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({ passengerDetails: passenger, passengers: travellers }),
      }),
    ]);
  });

  it('asks for the missing name instead of booking', async () => {
    const calls = apiWith(created(), initiated());
    const { user } = renderPage(<CheckoutPage />, { path: '/checkout', state: oneWay, signedInAs: awa });
    await screen.findByLabelText('Passager 2 · siège 4');
    await user.click(screen.getByRole('button', { name: /^Payer/ }));

    expect(await screen.findByText('Le nom du passager est requis')).toBeTruthy();
    expect(posted(calls, '/api/travel/bookings')).toEqual([]);
  });
});
