import type { User } from '@gbaka/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { toast as sonner } from 'sonner';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { loadSonner, toast } from '@/lib/toast';
import { setToken } from '@/lib/token-storage';
import { server } from '@/testing/server';
import { AdminLayout } from '@/features/admin/components/layout/admin-layout';
import { RedirectIfAuthenticated } from './guards/redirect-if-authenticated';
import { AppRouterContext } from './prefetch-page-data';
import { useToastsStayOnTheirPage } from './toasts-stay-on-their-page';

// The guard's toast on a traveller's way out of the back office: /admin, then /login, which sends a signed-in user
// home. It must be on the home page however late /login's redirect comes (issue 16; a flaky browser test once).

const traveller: User = {
  _id: '01900000-0000-7000-8000-000000000002',
  firstName: 'Awa',
  lastName: 'Koné',
  email: 'awa@example.ci',
  phone: '+2250101010101',
  dateOfBirth: null,
  role: 'user',
  isBanned: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

function Root() {
  useToastsStayOnTheirPage();
  return <Outlet />;
}

/** /login's guard, held back until the test lets it go: a page whose redirect comes when the machine gets to it. */
let letLoginGoOn = () => {};
function HeldLoginGuard() {
  const [held, setHeld] = useState(true);
  useEffect(() => {
    letLoginGoOn = () => setHeld(false);
  }, []);
  return held ? <Outlet /> : <RedirectIfAuthenticated />;
}

/** The toasts sonner still shows, once every call made so far has reached it. */
async function toastsOnScreen(): Promise<string[]> {
  await loadSonner();
  return sonner.getToasts().map((shown) => String('title' in shown ? shown.title : ''));
}

describe('a guard’s toast', () => {
  it('a traveller is sent home through /login, with "Accès non autorisé", which goes with the home page', async () => {
    setToken('access-token');
    server.use(http.get('/api/users/profile', () => HttpResponse.json({ success: true, data: traveller })));
    const queryClient = createQueryClient();
    const router = createMemoryRouter(
      [
        {
          element: <Root />,
          children: [
            { path: '/admin', element: <AdminLayout /> },
            { element: <HeldLoginGuard />, children: [{ path: '/login', element: <p>Connexion</p> }] },
            { path: '/', element: <p>Accueil</p> },
            { path: '/help', element: <p>Aide</p> },
          ],
        },
      ],
      { initialEntries: ['/admin'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <AppRouterContext value={router}>
          <RouterProvider router={router} />
          <Toaster />
        </AppRouterContext>
      </QueryClientProvider>,
    );

    await screen.findByText('Connexion');
    expect(await screen.findByText('Accès non autorisé')).toBeTruthy();
    act(() => letLoginGoOn());
    await screen.findByText('Accueil');
    expect(router.state.location.pathname).toBe('/');
    expect(await toastsOnScreen()).toEqual(['Accès non autorisé']);

    await act(() => router.navigate('/help'));
    expect(await toastsOnScreen()).toEqual([]);
  });

  it('stays when a second guard sends /login to /login again, and goes with the next page', async () => {
    function Login() {
      useEffect(() => toast.error('Session expirée, veuillez vous reconnecter.'), []);
      return <p>Connexion</p>;
    }
    const router = createMemoryRouter(
      [
        {
          element: <Root />,
          children: [
            { path: '/login', element: <Login /> },
            { path: '/help', element: <p>Aide</p> },
          ],
        },
      ],
      { initialEntries: ['/login'] },
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AppRouterContext value={router}>
          <RouterProvider router={router} />
          <Toaster />
        </AppRouterContext>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Session expirée, veuillez vous reconnecter.')).toBeTruthy();

    await act(() => router.navigate('/login', { replace: true, state: { reason: 'sessionExpired' } }));
    expect(await toastsOnScreen()).toEqual(['Session expirée, veuillez vous reconnecter.']);

    await act(() => router.navigate('/help'));
    expect(await toastsOnScreen()).toEqual([]);
  });
});
