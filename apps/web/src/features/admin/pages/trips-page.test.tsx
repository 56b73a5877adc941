import type { AdminBusView, AdminTripView, City, Company, User } from '@gbaka/shared';
import { buildTrip, IDS } from '@gbaka/shared/test-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/render';
import { server } from '@/testing/server';
import { TripsPage } from './trips-page';

// The trips screen against the API mocked at the network level: its list's states, and an edit dialog whose
// selects get their options after it opened (the dialog must show, and save, the trip's own values).

const admin: User = {
  _id: '0190a0b0-0000-7000-8000-0000000ad001',
  firstName: 'Admin',
  lastName: 'Gbaka',
  email: 'admin@gbaka.test',
  phone: null,
  dateOfBirth: null,
  role: 'admin',
  isBanned: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const OTHER_COMPANY = '0190a0b0-0000-7000-8000-00000000e002';
const trip: AdminTripView = {
  ...buildTrip({ departureDate: '2099-07-01' }),
  seatsOnSale: 50,
  bookedSeats: 8,
  timetableId: null,
  departsAt: '2099-07-01T08:00:00.000Z',
  isPast: false,
};
const city = (_id: string, name: string): City => ({
  _id,
  name,
  country: "Côte d'Ivoire",
  region: null,
  description: null,
  latitude: null,
  longitude: null,
  image: null,
  isFeatured: false,
  isInternational: false,
});
const company = (_id: string, name: string): Company => ({
  _id,
  name,
  logo: null,
  description: null,
  address: null,
  phone: null,
  email: null,
  website: null,
});
const bus = (_id: string, companyId: string, name: string): AdminBusView => ({
  _id,
  name,
  company: { _id: companyId, name: 'x' },
  busId: 'IT-001',
  busNumber: 'IT-001',
  model: null,
  type: null,
  totalSeats: 50,
  layout: '2x2',
  amenities: [],
  createdAt: '2025-01-01T00:00:00.000Z',
});
const lists = {
  cities: [city(IDS.abidjan, 'Abidjan'), city(IDS.yamoussoukro, 'Yamoussoukro')],
  companies: [company(IDS.company, 'Ivoire Transport'), company(OTHER_COMPANY, 'Savane Lines')],
  buses: [bus(IDS.bus, IDS.company, 'Ivoire Confort 1')],
};

const page = (trips: AdminTripView[]) => ({
  success: true,
  data: trips,
  pagination: { currentPage: 1, totalPages: 1, total: trips.length, limit: 20 },
});

/** The trips list answers at once; the form's three lists only once `release` is called. */
function api() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const sent: unknown[] = [];
  server.use(
    http.get('/api/admin/routes', () => HttpResponse.json(page([trip]))),
    ...(['cities', 'companies', 'buses'] as const).map((name) =>
      http.get(`/api/admin/${name}`, async () => {
        await released;
        return HttpResponse.json({ success: true, data: lists[name] });
      }),
    ),
    http.put(`/api/admin/routes/${trip._id}`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ success: true, data: trip });
    }),
  );
  return { release, sent };
}

const selected = (select: HTMLElement) => {
  const element = select as HTMLSelectElement;
  return element.selectedOptions[0]?.textContent;
};

describe('TripsPage', () => {
  it('an edit dialog opened before its lists loaded shows and saves the trip’s own cities, company and bus', async () => {
    const { release, sent } = api();
    const { user } = renderPage(<TripsPage />, { path: '/admin/routes', signedInAs: admin });
    await user.click(await screen.findByRole('button', { name: 'Modifier Abidjan → Yamoussoukro' }));
    const dialog = await screen.findByRole('dialog');
    const field = (label: string) => within(dialog).getByLabelText(label, { exact: true });
    expect(selected(field('Départ'))).toBe('Chargement…');

    release();
    await waitFor(() => expect(selected(field('Départ'))).toBe('Abidjan'));
    expect(selected(field('Arrivée'))).toBe('Yamoussoukro');
    expect(selected(field('Compagnie'))).toBe('Ivoire Transport');
    expect(selected(field('Bus'))).toBe('Ivoire Confort 1 · IT-001 (50)');

    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      from: IDS.abidjan,
      to: IDS.yamoussoukro,
      companyName: IDS.company,
      bus: IDS.bus,
    });
  });

  it('lists only the chosen company’s buses, and another company clears a bus that is not its own', async () => {
    const { release } = api();
    release();
    const { user } = renderPage(<TripsPage />, { path: '/admin/routes', signedInAs: admin });
    await user.click(await screen.findByRole('button', { name: 'Modifier Abidjan → Yamoussoukro' }));
    const dialog = await screen.findByRole('dialog');
    const busSelect = within(dialog).getByLabelText('Bus', { exact: true });
    await waitFor(() => expect(selected(busSelect)).toBe('Ivoire Confort 1 · IT-001 (50)'));

    await user.selectOptions(within(dialog).getByLabelText('Compagnie', { exact: true }), 'Savane Lines');
    expect(selected(busSelect)).toBe('Choisir un bus');
    expect(
      within(busSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choisir un bus']);
  });

  it('a list that fails shows its banner and, retried, the trips: never an empty screen', async () => {
    let calls = 0;
    server.use(
      http.get('/api/admin/routes', async () => {
        calls += 1;
        await delay(10);
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Indisponible' }, { status: 400 })
          : HttpResponse.json(page([trip]));
      }),
    );
    const { user } = renderPage(<TripsPage />, { path: '/admin/routes', signedInAs: admin });
    expect(screen.getByRole('status').textContent).toBe('Chargement des trajets...');
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Erreur lors du chargement des trajets.');

    await user.click(within(banner).getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('rowheader', { name: /Abidjan → Yamoussoukro/ });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
