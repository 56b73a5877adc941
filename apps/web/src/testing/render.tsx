import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@gbaka/shared';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { sessionQueryKey } from '@/lib/auth/session';
import { useSignOutLanding } from '@/lib/auth/use-logout';
import { createQueryClient } from '@/lib/query-client';

interface RenderOptions {
  /** The page's path, as the router matches it. */
  path?: string;
  /** The router state the previous step handed over (the booking flow's steps pass theirs this way). */
  state?: unknown;
  /** Signed in as this user (the session the app loads at start); anonymous without. */
  signedInAs?: User;
}

/** The app's root layout's part that pages rely on: a sign-out ends once the page it leads to shows. */
function Root() {
  useSignOutLanding();
  return <Outlet />;
}

/**
 * Renders a page as the app does: its query cache (the app's defaults), a router at `path` with `state`, and the
 * toaster. Any other path renders a bare placeholder, so that a test can follow where the page navigates through
 * `router.state.location` (path, query and state).
 */
export function renderPage(page: ReactElement, { path = '/', state, signedInAs }: RenderOptions = {}) {
  const queryClient = createQueryClient();
  if (signedInAs) queryClient.setQueryData(sessionQueryKey, signedInAs);
  const router = createMemoryRouter(
    [
      {
        element: <Root />,
        children: [
          { path, element: page },
          { path: '*', element: <p>elsewhere</p> },
        ],
      },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user, router, queryClient };
}
