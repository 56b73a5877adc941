import { ProfilePage } from '@/features/profile/pages/profile-page';
import { useSyncOfflineTickets } from '@/features/offline-tickets/hooks/use-offline-tickets';
import { useMyBookings } from '@/lib/booking/my-bookings';

/**
 * /profile: the profile, and the tickets kept offline brought in line with the bookings it lists (the same query,
 * one request): the upcoming paid ones are stored, the cancelled and past ones forgotten.
 */
export function ProfileRoute() {
  useSyncOfflineTickets(useMyBookings().data);
  return <ProfilePage />;
}
