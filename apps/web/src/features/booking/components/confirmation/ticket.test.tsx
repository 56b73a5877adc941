import { buildBooking, buildBookingRoute } from '@gbaka/shared/test-fixtures';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { Booking } from '@gbaka/shared';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { server } from '@/testing/server';
import { Ticket } from './ticket';

/** The ticket as the confirmation page shows it (its QR code is read through the query cache). */
const renderTicket = (booking: Booking) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Ticket booking={booking} />
    </QueryClientProvider>,
  );

describe('Ticket', () => {
  beforeEach(() => {
    server.use(http.get('/api/travel/bookings/:id/qr', () => new HttpResponse(null, { status: 404 })));
  });

  it('states the delay its company announced on the leg, with the reason (issue 17)', () => {
    const delayed = buildBookingRoute({ delay: { minutes: 45, reason: 'Panne réparée' } });
    renderTicket(buildBooking({ outboundRoute: delayed }));
    expect(screen.getByText('Retard annoncé')).toBeTruthy();
    expect(screen.getByText(/45 min de retard au départ/)).toBeTruthy();
    expect(screen.getByText(/Panne réparée/)).toBeTruthy();
  });

  it('says nothing of a delay when there is none', () => {
    renderTicket(buildBooking({ outboundRoute: buildBookingRoute({ delay: null }) }));
    expect(screen.queryByText('Retard annoncé')).toBeNull();
  });
});
