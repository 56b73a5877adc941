import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Booking, SuccessResponse } from '@gbaka/shared';
import { api } from '@/lib/api-client';
import { ticketQrQueryOptions } from '@/lib/booking/ticket';
import { planTicketSync, toOfflineTicket, type OfflineTicket } from '../utils/offline-ticket';
import { storedTickets, updateStoredTickets } from './ticket-db';

const offlineTicketsKey = ['offline-tickets'] as const;

export function offlineTicketsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...offlineTicketsKey, userId],
    queryFn: () => storedTickets(userId),
    // The phone's own storage: TanStack Query must not wait for a network it does not use.
    networkMode: 'always',
    staleTime: 0,
  });
}

/**
 * The booking with its ticket's short boarding code: the list of the profile carries none (signing every ticket
 * of a list costs too much), the booking read alone does (DESIGN §10).
 */
async function withBoardingCode(booking: Booking): Promise<Booking> {
  if (booking.ticket) return booking;
  return (await api.get<SuccessResponse<Booking>>(`/travel/bookings/${booking._id}`)).data;
}

/** Fetches each ticket's QR code (from the query cache when the ticket is on screen) and stores the ticket. */
async function withQrCodes(
  queryClient: QueryClient,
  userId: string,
  bookings: readonly Booking[],
): Promise<OfflineTicket[]> {
  const tickets: OfflineTicket[] = [];
  // One after the other: a traveller has few upcoming trips, and 3G prefers one request at a time.
  for (const booking of bookings) {
    try {
      const qr = await queryClient.fetchQuery(ticketQrQueryOptions(booking._id));
      tickets.push(toOfflineTicket(await withBoardingCode(booking), userId, qr));
    } catch {
      // No QR code now (network lost): the ticket is stored on the next visit.
    }
  }
  return tickets;
}

/** Stores these confirmed bookings' tickets for offline use. */
export async function keepTickets(
  queryClient: QueryClient,
  userId: string,
  bookings: readonly Booking[],
): Promise<number> {
  const save = await withQrCodes(queryClient, userId, bookings);
  if (save.length) await updateStoredTickets(userId, { save });
  await queryClient.invalidateQueries({ queryKey: offlineTicketsKey });
  return save.length;
}

/** Brings the stored tickets in line with the traveller's whole list of bookings (see planTicketSync). */
export async function syncTickets(
  queryClient: QueryClient,
  userId: string,
  bookings: readonly Booking[],
): Promise<void> {
  const plan = planTicketSync(bookings, await storedTickets(userId), userId);
  if (!plan.save.length && !plan.remove.length) return;
  const save = await withQrCodes(queryClient, userId, plan.save);
  await updateStoredTickets(userId, { save, remove: plan.remove });
  await queryClient.invalidateQueries({ queryKey: offlineTicketsKey });
}
