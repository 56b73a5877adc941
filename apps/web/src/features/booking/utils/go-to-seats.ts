import type { NavigateFunction } from 'react-router';
import type { LoginState } from '@/lib/auth/redirect-target';
import type { SeatPageState } from './flow-state';

/**
 * Opens the seat map, through /login for a visitor (SPEC §4 Booking flow, §6): the login page brings them back to
 * /select-seat with the same trip and search.
 */
export function goToSeats(navigate: NavigateFunction, state: SeatPageState, signedIn: boolean): void {
  if (signedIn) {
    void navigate('/select-seat', { state });
    return;
  }
  const login: LoginState = {
    from: { pathname: '/select-seat', search: '', hash: '', state },
    reason: 'authRequired',
  };
  void navigate('/login', { state: login });
}
