import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Booking } from '@gbaka/shared';
import { useSession } from '@/lib/auth/session';
import { keepTickets, offlineTicketsQueryOptions, syncTickets } from '../api/offline-tickets';
import { isKeptOffline } from '../utils/offline-ticket';
import { currentTicketOwner } from '../utils/ticket-owner';

/** Whose tickets this phone shows: re-read whenever the session changes (sign-in, sign-out, another tab). */
function useTicketOwner(): string | null {
  useSession();
  return currentTicketOwner();
}

/** The saved tickets of the traveller signed in on this phone; `owner` is null when nobody is. */
export function useOfflineTickets() {
  const owner = useTicketOwner();
  const tickets = useQuery({ ...offlineTicketsQueryOptions(owner ?? ''), enabled: owner !== null });
  return { owner, tickets };
}

/**
 * The confirmation page: once the booking is paid, its ticket is kept for offline use. True once it is stored.
 * Only the traveller's own booking: an administrator looking at someone's booking stores nothing.
 */
export function useKeepTicketOffline(booking: Booking | undefined): boolean {
  const queryClient = useQueryClient();
  const owner = useTicketOwner();
  const [keptId, setKeptId] = useState<string | null>(null);
  useEffect(() => {
    if (!booking || !owner || booking.userId !== owner || !isKeptOffline(booking)) return;
    let current = true;
    keepTickets(queryClient, owner, [booking]).then(
      (stored) => current && stored > 0 && setKeptId(booking._id),
      // Storage refused (private browsing): the ticket is still on screen, only not kept.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [booking, owner, queryClient]);
  return keptId !== null && keptId === booking?._id;
}

/** The profile's bookings list: stores the upcoming paid tickets, forgets the cancelled and past ones. */
export function useSyncOfflineTickets(bookings: readonly Booking[] | undefined): void {
  const queryClient = useQueryClient();
  const owner = useTicketOwner();
  useEffect(() => {
    if (!bookings || !owner) return;
    syncTickets(queryClient, owner, bookings).catch(() => undefined);
  }, [bookings, owner, queryClient]);
}
