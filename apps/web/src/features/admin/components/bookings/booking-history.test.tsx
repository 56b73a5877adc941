import type { BookingChangeEntry } from '@gbaka/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/render';
import { BookingHistory } from './booking-history';

// The back office's history of a booking's changes (issue 16): which journey moved, from where to where, and
// the money it moved; a round trip moved at once shows both journeys in one entry.

const departure = (_id: string, departureDate: string, departureTime: string) => ({
  _id,
  departureDate,
  departureTime,
});
const entry = (overrides: Partial<BookingChangeEntry>): BookingChangeEntry => ({
  _id: 'c1',
  kind: 'change',
  status: 'applied',
  createdAt: '2099-07-01T10:00:00.000Z',
  appliedAt: '2099-07-01T10:00:00.000Z',
  leg: 'outbound',
  from: departure('t1', '2099-07-05', '06:15'),
  to: departure('t2', '2099-07-06', '07:45'),
  fromSeats: [4],
  toSeats: [9],
  returnMove: null,
  oldTotal: 17_040,
  newTotal: 19_170,
  amountDue: 2130,
  refundDue: 0,
  ...overrides,
});

describe('BookingHistory', () => {
  it('names the journey each change moved, with both journeys of a round trip moved at once', () => {
    renderPage(
      <BookingHistory
        changes={[
          entry({
            _id: 'c2',
            leg: 'both',
            returnMove: {
              from: departure('t3', '2099-07-09', '10:05'),
              to: departure('t4', '2099-07-10', '16:20'),
              fromSeats: [4],
              toSeats: [1],
            },
          }),
          entry({ _id: 'c1', leg: 'return', status: 'void', amountDue: 0, refundDue: 2130 }),
        ]}
      />,
    );
    const [both, back] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(both!.textContent).toMatch(/Appliqué/);
    expect(both!.textContent).toMatch(/Aller : .*06:15 → .*07:45, sièges 4 → 9/);
    expect(both!.textContent).toMatch(/Retour : .*10:05 → .*16:20, sièges 4 → 1/);
    expect(both!.textContent).toContain('différence de');
    expect(back!.textContent).toMatch(/Abandonné/);
    expect(back!.textContent).toMatch(/^.*Retour : /);
    expect(back!.textContent).toContain('à rembourser');
    expect(screen.getByRole('heading', { name: 'Historique des changements' })).toBeTruthy();
  });

  it('shows nothing for a booking never changed', () => {
    renderPage(<BookingHistory changes={[]} />);
    expect(screen.queryByRole('heading', { name: 'Historique des changements' })).toBeNull();
  });
});
