import { buildTrip } from '@gbaka/shared/test-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { searchState, seatMapApi, tripsApi } from '@/testing/booking-api';
import { renderPage } from '@/testing/render';
import { server } from '@/testing/server';
import type { SeatPageState } from '../utils/flow-state';
import { SelectSeatPage } from './select-seat-page';

// The seat page's lost seats: a seat the traveller had chosen that someone else took meanwhile leaves the
// selection, and the page says which, whether it was chosen before (back from checkout) or on this page.

const trip = buildTrip();
const state = (preselected?: number[]): SeatPageState => ({
  search: searchState(),
  selectedRouteId: trip._id,
  isReturnRoute: false,
  preselected,
});
const seat = (number: number, look: 'disponible' | 'sélectionné' | 'réservé') =>
  screen.findByRole('button', { name: `Siège ${number}, ${look}` });
/** The summary's "chosen seats" line. */
const chosen = () => screen.getByText('Sièges choisis').nextElementSibling?.textContent;

describe('seat page: seats lost to another traveller', () => {
  it('drops a seat chosen before that is now taken, and says so', async () => {
    server.use(tripsApi(trip), seatMapApi(trip, [4]));
    renderPage(<SelectSeatPage />, { path: '/select-seat', state: state([3, 4]) });

    await screen.findByText('Siège déjà pris');
    screen.getByText("Le siège 4 vient d'être réservé par un autre voyageur : choisissez-en un autre.");
    await seat(3, 'sélectionné');
    await seat(4, 'réservé');
    expect(chosen()).toBe('3');
  });

  it('drops the seats taken while the traveller was choosing, at the next refresh of the map', async () => {
    let taken: number[] = [];
    server.use(
      tripsApi(trip),
      seatMapApi(trip, () => taken),
    );
    const { user, queryClient } = renderPage(<SelectSeatPage />, { path: '/select-seat', state: state() });
    for (const number of [5, 6, 7]) await user.click(await seat(number, 'disponible'));
    expect(chosen()).toBe('5, 6, 7');

    taken = [5, 7];
    await queryClient.invalidateQueries({ queryKey: ['seat-layout'] });

    await screen.findByText('Siège déjà pris');
    await screen.findByText(
      "Les sièges 5, 7 viennent d'être réservés par d'autres voyageurs : choisissez-en d'autres.",
    );
    await waitFor(() => expect(chosen()).toBe('6'));
    await seat(5, 'réservé');
  });

  it('keeps a selection that is still free, without a word', async () => {
    let taken = [1, 2];
    server.use(
      tripsApi(trip),
      seatMapApi(trip, () => taken),
    );
    const { queryClient } = renderPage(<SelectSeatPage />, { path: '/select-seat', state: state([3, 4]) });
    await seat(4, 'sélectionné');

    taken = [1, 2, 9];
    await queryClient.invalidateQueries({ queryKey: ['seat-layout'] });
    await seat(9, 'réservé');
    expect(chosen()).toBe('3, 4');
    expect(screen.queryByText('Siège déjà pris')).toBeNull();
  });
});

describe('seat page: no map to show', () => {
  it.each([
    {
      why: 'the trip has no bus',
      api: [tripsApi({ ...trip, bus: null })],
      text: "Aucun car n'est associé à ce trajet pour cette date.",
    },
    { why: 'the trip cannot be found', api: [tripsApi()], text: 'Trajet introuvable' },
  ])('goes back to the results when $why', async ({ api, text }) => {
    server.use(...api);
    const { router } = renderPage(<SelectSeatPage />, { path: '/select-seat', state: state() });

    const toast = (await screen.findByText('Plan des sièges indisponible')).closest('li')!;
    within(toast).getByText(text);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.state).toEqual({ search: searchState() });
  });
});
