import type { User } from '@gbaka/shared';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { api } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { OFFLINE_TICKETS_DB } from '@/lib/forget-offline-tickets';
import { server } from '@/testing/server';
import { getToken, setToken } from '@/lib/token-storage';
import { sessionQueryKey } from '@/lib/auth/session';
import { useLogout, useSignOutLanding } from '@/lib/auth/use-logout';
import { AdminLayout } from '@/features/admin/components/layout/admin-layout';
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

/** The root layout's part in signing out. */
function Root() {
  useSignOutLanding();
  return <Outlet />;
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
      {
        element: <Root />,
        children: [
          { path: '/admin', element: button },
          { element: <RedirectIfAuthenticated />, children: [{ path: '/login', element: <p>Connexion</p> }] },
          { path: '/', element: <p>Accueil</p> },
        ],
      },
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

  it('a request of the page still in flight is cancelled: the sign-out does not end as an expired session', async () => {
    const refreshes: string[] = [];
    server.use(
      http.post('/api/users/logout', async () => {
        await delay(300);
        return HttpResponse.json({ success: true, message: 'ok' });
      }),
      // The server voids the token at sign-out: the page's request, answered during it, is refused.
      http.get('/api/admin/bookings', async () => {
        await delay(100);
        return HttpResponse.json({ success: false, message: 'Session expirée' }, { status: 401 });
      }),
      http.post('/api/users/refresh', () => {
        refreshes.push('POST');
        return HttpResponse.json({ success: false, message: 'Session expirée' }, { status: 401 });
      }),
    );
    function SlowPage() {
      const bookings = useQuery({
        queryKey: ['admin', 'slow-bookings'],
        queryFn: ({ signal }) => api.get('/admin/bookings', { signal }),
      });
      return (
        <>
          <p>{bookings.isError ? 'Échec' : 'Réservations'}</p>
          <SignOutButton to="/login" toast="Déconnexion réussie" />
        </>
      );
    }
    const page = signedInAt(<SlowPage />);
    await page.user.click(screen.getByRole('button', { name: 'Déconnexion' }));

    await screen.findByText('Déconnexion réussie');
    expect(page.router.state.location.pathname).toBe('/login');
    expect(refreshes).toEqual([]);
    expect(screen.queryByText('Échec')).toBeNull();
  });

  it('the back office’s own button: lands on /login with its toast, never "Accès non autorisé"', async () => {
    logoutAnswers(200);
    const page = signedInAt(<AdminLayout />);
    await page.user.click(await screen.findByRole('button', { name: 'Déconnexion' }));

    await waitFor(() => expect(page.queryClient.getQueryData(sessionQueryKey)).toBeNull());
    expect(page.router.state.location.pathname).toBe('/login');
    await screen.findByText('Déconnexion réussie');
    await delay(100);
    expect(screen.queryByText('Accès non autorisé')).toBeNull();
    expect(screen.getByText('Déconnexion réussie')).toBeTruthy();
  });
});
