import type { ManifestSeat } from '@gbaka/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/render';
import { ManifestSeats } from './manifest-seats';

const sold = (seat: number, boarded: Partial<ManifestSeat>): ManifestSeat => ({
  seat,
  state: 'sold',
  passenger: `Passager ${seat}`,
  contact: { email: '', phone: '+2250700000000' },
  channel: 'counter',
  payment: { status: 'paid', method: 'cash' },
  bookingId: `b${seat}`,
  reference: `REF0000${seat}`,
  boarded: false,
  boardedAt: null,
  boardedBy: null,
  ...boarded,
});

describe('ManifestSeats: boarding (DESIGN §10)', () => {
  it('says when each seat boarded, and by whom when a conductor scanned it', async () => {
    renderPage(
      <ManifestSeats
        seats={[
          sold(1, { boarded: true, boardedAt: '2026-11-26T07:05:00.000Z', boardedBy: 'Yao Kouassi' }),
          sold(2, { boarded: true, boardedAt: '2026-11-26T07:10:00.000Z' }),
          sold(3, {}),
        ]}
      />,
    );
    // The phone's cards and the wide screen's table both say it.
    expect(await screen.findAllByText('à 07:05 · Yao Kouassi')).toHaveLength(2);
    expect(screen.getAllByText('à 07:10')).toHaveLength(2);
    expect(screen.getAllByText('Pas encore')).toHaveLength(2);
  });
});
