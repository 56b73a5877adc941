import type { User } from '@gbaka/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { OFFLINE_TICKETS_DB } from '@/lib/forget-offline-tickets';
import { server } from '@/testing/server';
import { getToken, setToken } from '@/lib/token-storage';
import { sessionQueryKey } from '@/lib/auth/session';
import { useLogout } from '@/lib/auth/use-logout';
import { RedirectIfAuthenticated } from './guards/redirect-if-authenticated';

// The one sign-out, as the account menu and the back office's header use it: what is forgotten, where the person
// lands, and that the guard of /login does not send a person who is signing out away again.

const admin: User = {
  _id: '01900000-0000-7000-8000-000000000001',
  firstName: 'Admin',
  lastName: 'Gbaka',
  email: 'admin@gbaka.ci',
  phone: '+2250707070707',
  dateOfBirth: null,
  role: 'admin',
  isBanned: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

function SignOutButton(props: Parameters<typeof useLogout>[0]) {
  const logout = useLogout(props);
  return (
    <button type="button" onClick={() => void logout()}>
      Déconnexion
    </button>
  );
}

/** Signed in as the administrator on /admin, with /login behind its real guard and a home page. */
function signedInAt(button: ReactElement) {
  const deleteDatabase = vi.fn();
  vi.stubGlobal('indexedDB', { deleteDatabase });
  setToken('access-token');
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryKey, admin);
  queryClient.setQueryData(['admin', 'bookings'], { data: ['a booking'] });
  const router = createMemoryRouter(
    [
      { path: '/admin', element: button },
      { element: <RedirectIfAuthenticated />, children: [{ path: '/login', element: <p>Connexion</p> }] },
      { path: '/', element: <p>Accueil</p> },
    ],
    { initialEntries: ['/admin'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router, queryClient, deleteDatabase };
}

function logoutAnswers(status: number) {
  const calls: string[] = [];
  server.use(
    http.post('/api/users/logout', ({ request }) => {
      calls.push(request.method);
      return HttpResponse.json({ success: status < 400, message: 'ok' }, { status });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useLogout', () => {
  it('from the back office: forgets the offline tickets, tells the server, lands on /login and says so', async () => {
    const calls = logoutAnswers(200);
    const page = signedInAt(<SignOutButton to="/login" toast="Déconnexion réussie" />);
    await page.user.click(screen.getByRole('button', { name: 'Déconnexion' }));

    expect(await screen.findByText('Déconnexion réussie')).toBeTruthy();
    // Not sent on by the guard of /login, though the session was still open when it showed.
    expect(page.router.state.location.pathname).toBe('/login');
    expect(screen.getByText('Connexion')).toBeTruthy();
    expect(page.deleteDatabase.mock.calls).toEqual([[OFFLINE_TICKETS_DB]]);
    expect(calls).toEqual(['POST']);
    expect(getToken()).toBeNull();
    expect(page.queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(page.queryClient.getQueryData(['admin', 'bookings'])).toBeUndefined();
  });

  it('ends the local session even when the server fails, and goes home by default without a toast', async () => {
    logoutAnswers(500);
    const page = signedInAt(<SignOutButton />);
    await page.user.click(screen.getByRole('button', { name: 'Déconnexion' }));

    await waitFor(() => expect(page.queryClient.getQueryData(sessionQueryKey)).toBeNull());
    expect(page.router.state.location.pathname).toBe('/');
    expect(getToken()).toBeNull();
    expect(page.deleteDatabase).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Déconnexion réussie')).toBeNull();
  });

  it('once signed out, signing in again on /login is sent on by the guard as before', async () => {
    logoutAnswers(200);
    const page = signedInAt(<SignOutButton to="/login" />);
    await page.user.click(screen.getByRole('button', { name: 'Déconnexion' }));
    await waitFor(() => expect(page.queryClient.getQueryData(sessionQueryKey)).toBeNull());

    page.queryClient.setQueryData(sessionQueryKey, admin);
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/'));
  });
});
