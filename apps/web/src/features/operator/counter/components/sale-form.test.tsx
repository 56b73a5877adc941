import type { Departure, SeatLayout } from '@gbaka/shared';
import { buildBooking } from '@gbaka/shared/test-fixtures';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/render';
import { server } from '@/testing/server';
import type { SaleAnswer } from '../api/counter';
import { SaleForm } from './sale-form';

// A lost connection never sells twice (DESIGN §10): the sale's Idempotency-Key is drawn once per sale and sent
// again on the client's retry; the next sale draws a new one.

const departure: Departure = {
  _id: '0190a0b0-0000-7000-8000-0000000d0001',
  from: { _id: 'c1', name: 'Abidjan' },
  to: { _id: 'c2', name: 'Bouaké' },
  departureDate: '2099-07-01',
  departureTime: '09:30',
  arrivalTime: '13:30',
  bus: { _id: 'b1', name: 'Car', busNumber: 'CI-1', totalSeats: 8 },
  price: 7500,
  seatsOnSale: 8,
  sold: 0,
  held: 0,
  free: 8,
  revenue: 0,
  delayMinutes: 0,
  delayReason: null,
  cancelReason: null,
  status: 'scheduled',
  timetableId: null,
};
const layout: SeatLayout = {
  routeId: departure._id,
  seats: Array.from({ length: 8 }, (_, i) => ({ number: i + 1, status: 'available' as const })),
  totalSeats: 8,
  availableSeats: 8,
  layout: '2x2',
  busName: 'Car',
};

/** The counter's loop: a sale, then a clean form (and key) for the next one. */
function Counter() {
  const [sold, setSold] = useState<SaleAnswer[]>([]);
  return (
    <>
      <p>ventes : {sold.length}</p>
      <SaleForm key={sold.length} departure={departure} onSold={(sale) => setSold((all) => [...all, sale])} />
    </>
  );
}

describe('SaleForm', () => {
  it('sends one key for a sale and its retry after a lost answer, and a new key for the next sale', async () => {
    const keys: string[] = [];
    let calls = 0;
    server.use(
      http.get('/api/travel/buses/:id/layout', () => HttpResponse.json({ success: true, data: layout })),
      http.post('/api/operator/sales', ({ request }) => {
        keys.push(request.headers.get('idempotency-key') ?? '');
        calls += 1;
        // The first answer is lost on the way back: the client cannot know whether the sale was made.
        if (calls === 1) return HttpResponse.error();
        return HttpResponse.json(
          { success: true, data: buildBooking({ _id: `sale-${calls}`, status: 'confirmed' }) },
          { status: 201 },
        );
      }),
    );
    const { user } = renderPage(<Counter />);

    await user.click(await screen.findByRole('button', { name: 'Siège 1, disponible' }));
    await user.type(screen.getByLabelText('Nom du passager, siège 1'), 'Awa Koné');
    await user.click(screen.getByRole('button', { name: 'Encaisser' }));
    await screen.findByText('ventes : 1');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    // Keyboard first: the seats typed rather than picked on the map.
    await screen.findByRole('button', { name: 'Siège 2, disponible' });
    await user.type(screen.getByLabelText('Sièges'), '2');
    await user.type(screen.getByLabelText('Nom du passager, siège 2'), 'Yao Kouassi');
    await user.click(screen.getByRole('button', { name: 'Encaisser' }));
    await screen.findByText('ventes : 2');
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('says what is missing before sending anything', async () => {
    server.use(
      http.get('/api/travel/buses/:id/layout', () => HttpResponse.json({ success: true, data: layout })),
    );
    const { user } = renderPage(<Counter />);
    await user.click(await screen.findByRole('button', { name: 'Siège 3, disponible' }));
    await user.click(screen.getByRole('button', { name: 'Encaisser' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Indiquez un nom (2 caractères'),
    );
  });
});
