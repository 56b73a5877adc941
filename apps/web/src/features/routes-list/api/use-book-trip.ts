import { isTripPast, type Trip } from '@gbaka/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SearchState } from '@/lib/booking/search-state';
import type { LoginState } from '@/lib/auth/redirect-target';
import { useSession } from '@/lib/auth/session';
import { toast } from '@/lib/toast';

/**
 * "Réserver" on /routes (SPEC §2, §4, §6): signed in, to the seat map with the trip, in the booking pages' own
 * state shape ({ search, selectedRouteId, isReturnRoute }); anonymous, "Connexion requise" and /login, which
 * brings the traveller on to the seat map afterwards. A trip that has left meanwhile is "Route non disponible".
 */
export function useBookTrip(passengers: string) {
  const { t } = useTranslation('routes');
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  return useCallback(
    (trip: Trip) => {
      if (isTripPast(trip) || trip.availableSeats === 0) {
        toast.error(t('unavailable'));
        return;
      }
      const search: SearchState = {
        from: trip.from.name,
        to: trip.to.name,
        departureDate: trip.departureDate,
        passengers,
        tripType: 'oneWay',
        departureTime: trip.departureTime,
        companyName: trip.companyName.name,
      };
      const state = { search, selectedRouteId: trip._id, isReturnRoute: false };
      if (isAuthenticated) {
        void navigate('/select-seat', { state });
        return;
      }
      const login: LoginState = {
        from: { pathname: '/select-seat', search: '', hash: '', state },
        reason: 'authRequired',
      };
      void navigate('/login', { state: login });
    },
    [isAuthenticated, navigate, passengers, t],
  );
}
