import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { prefetchSearchResults } from '@/features/booking/api/search-trips';
import { prefetchSeatPageTrip } from '@/features/booking/api/trip';
import { prefetchSearchFormData } from '@/features/home/api/search-form-data';
import { i18n } from '@/i18n';
import { nextTask } from '@/lib/next-task';
import { adminRoutes } from './admin-routes';
import { operatorRoutes } from './operator-routes';
import { RedirectIfAuthenticated } from './guards/redirect-if-authenticated';
import { RequireAuth } from './guards/require-auth';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import type { PageHandle } from './prefetch-page-data';
import { NotFoundPage } from './routes/not-found-page';
import { RouteError } from './routes/route-error';

/**
 * A lazily loaded page: its code and its translation namespaces download in parallel, so a page never waits for
 * its texts after its code (one round trip fewer on a slow network).
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, namespaces: string[] = []) {
  return async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
    return { Component: pick(module) };
  };
}

/**
 * A page the server renders, with no data to wait for (DESIGN §12). The handles that load data import their query
 * options when they run, which is on the server only: the browser's first download does not carry them.
 */
const serverRendered = { ssr: true } satisfies PageHandle;

/**
 * The route tree, for the browser's router (main.tsx) and the server's (entry-server.tsx). The
 * handles' `ssr` names the pages the server renders; the others (the traveller's own pages, the back office, the
 * workspaces) render in the browser.
 */
export const routes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      adminRoutes(page),
      operatorRoutes(page),
      {
        element: <PublicLayout />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              {
                index: true,
                // The search form's lists download alongside the page's code instead of after its first render:
                // the form then shows complete at once, and its first screen is not drawn a second time. In a task
                // of its own: three requests are 10 to 15 ms of a phone's time, added to the router's start.
                loader: () => {
                  void nextTask().then(() => prefetchSearchFormData(queryClient));
                  return null;
                },
                handle: {
                  ssr: (client) =>
                    import('@/lib/catalogue-queries').then((m) =>
                      Promise.all([
                        client.prefetchQuery(m.departureCitiesQueryOptions),
                        client.prefetchQuery(m.arrivalCitiesQueryOptions),
                        client.prefetchQuery(m.companiesQueryOptions),
                      ]),
                    ),
                } satisfies PageHandle,
                lazy: page(
                  () => import('@/features/home/pages/home-page'),
                  (m) => m.HomePage,
                  ['home', 'search', 'messages'],
                ),
              },
              {
                element: <RedirectIfAuthenticated />,
                children: [
                  {
                    path: 'login',
                    lazy: page(
                      () => import('@/features/auth/pages/login-page'),
                      (m) => m.LoginPage,
                      ['auth', 'messages'],
                    ),
                  },
                  {
                    path: 'register',
                    lazy: page(
                      () => import('@/features/auth/pages/register-page'),
                      (m) => m.RegisterPage,
                      ['auth', 'messages'],
                    ),
                  },
                ],
              },
              {
                path: 'forgot-password',
                lazy: page(
                  () => import('@/features/auth/pages/forgot-password-page'),
                  (m) => m.ForgotPasswordPage,
                  ['auth', 'messages'],
                ),
              },
              {
                path: 'reset-password/:token?',
                lazy: page(
                  () => import('@/features/auth/pages/reset-password-page'),
                  (m) => m.ResetPasswordPage,
                  ['auth', 'messages'],
                ),
              },
              {
                path: 'search',
                handle: {
                  prefetch: prefetchSearchResults,
                  ssr: (client, page) =>
                    import('@/features/booking/api/search-days').then((m) =>
                      m.loadSearchResults(client, page),
                    ),
                } satisfies PageHandle,
                lazy: page(
                  () => import('@/features/booking/pages/search-page'),
                  (m) => m.SearchPage,
                  ['search', 'messages'],
                ),
              },
              {
                element: <RequireAuth />,
                children: [
                  {
                    path: 'profile',
                    lazy: page(
                      () => import('./routes/profile-route'),
                      (m) => m.ProfileRoute,
                      ['profile', 'messages', 'booking'],
                    ),
                  },
                  {
                    path: 'profile/change/:bookingId',
                    lazy: page(
                      () => import('@/features/profile/pages/change-booking-page'),
                      (m) => m.ChangeBookingPage,
                      ['profile', 'messages', 'booking'],
                    ),
                  },
                  {
                    path: 'select-seat',
                    handle: { prefetch: prefetchSeatPageTrip } satisfies PageHandle,
                    lazy: page(
                      () => import('@/features/booking/pages/select-seat-page'),
                      (m) => m.SelectSeatPage,
                      ['booking'],
                    ),
                  },
                  {
                    path: 'checkout',
                    lazy: page(
                      () => import('@/features/booking/pages/checkout-page'),
                      (m) => m.CheckoutPage,
                      ['booking', 'messages'],
                    ),
                  },
                  {
                    path: 'confirmation-paiement/:token?',
                    lazy: page(
                      () => import('./routes/payment-confirmation-route'),
                      (m) => m.PaymentConfirmationRoute,
                      ['booking', 'messages'],
                    ),
                  },
                ],
              },
              // Not behind RequireAuth: the saved tickets must open without the network the session needs.
              {
                path: 'tickets',
                lazy: page(
                  () => import('@/features/offline-tickets/pages/offline-tickets-page'),
                  (m) => m.OfflineTicketsPage,
                  ['tickets', 'messages'],
                ),
              },
              // Discovery and self-serve pages (stations, routes, tracking, help, legal, cookies, partner).
              ...['bus-stations', 'stations'].map((path) => ({
                path,
                handle: {
                  ssr: (client) =>
                    import('@/features/stations/api/stations').then((m) =>
                      client.prefetchQuery(m.stationsQueryOptions(i18n.language)),
                    ),
                } satisfies PageHandle,
                lazy: page(
                  () => import('@/features/stations/pages/stations-page'),
                  (m) => m.StationsPage,
                  ['stations', 'messages'],
                ),
              })),
              {
                path: 'stations/:id',
                handle: {
                  ssr: (client, { params }) =>
                    import('@/features/stations/api/stations').then((m) =>
                      client.prefetchQuery(m.stationQueryOptions(params.id ?? '', i18n.language)),
                    ),
                } satisfies PageHandle,
                lazy: page(
                  () => import('@/features/stations/pages/station-page'),
                  (m) => m.StationPage,
                  ['stations', 'messages'],
                ),
              },
              {
                path: 'routes',
                handle: {
                  ssr: (client, page) =>
                    import('@/features/routes-list/api/routes-list').then((m) =>
                      m.loadRoutesPage(client, page),
                    ),
                } satisfies PageHandle,
                lazy: page(
                  () => import('@/features/routes-list/pages/routes-page'),
                  (m) => m.RoutesPage,
                  ['routes', 'messages'],
                ),
              },
              {
                path: 'trajets/:from/:to',
                handle: {
                  ssr: (client, { params }) =>
                    import('@/features/city-pairs/api/city-pair').then((m) =>
                      client.prefetchQuery(m.cityPairQueryOptions(params.from ?? '', params.to ?? '')),
                    ),
                } satisfies PageHandle,
                lazy: page(
                  () => import('@/features/city-pairs/pages/city-pair-page'),
                  (m) => m.CityPairPage,
                  ['pairs', 'messages'],
                ),
              },
              ...['track-travel', 'track'].map((path) => ({
                path,
                handle: serverRendered,
                lazy: page(
                  () => import('@/features/tracking/pages/track-page'),
                  (m) => m.TrackPage,
                  ['tracking', 'messages'],
                ),
              })),
              {
                path: 'track-details/:bookingId?',
                lazy: page(
                  () => import('@/features/tracking/pages/track-details-page'),
                  (m) => m.TrackDetailsPage,
                  ['tracking'],
                ),
              },
              {
                path: 'help',
                handle: serverRendered,
                lazy: page(
                  () => import('@/features/help/pages/help-page'),
                  (m) => m.HelpPage,
                  ['help'],
                ),
              },
              ...['privacy-policy', 'politique-confidentialite', 'privacy'].map((path) => ({
                path,
                handle: serverRendered,
                lazy: page(
                  () => import('@/features/legal/pages/privacy-page'),
                  (m) => m.PrivacyPage,
                  ['privacy'],
                ),
              })),
              ...['terms-of-service', 'conditions-utilisation', 'conditions'].map((path) => ({
                path,
                handle: serverRendered,
                lazy: page(
                  () => import('@/features/legal/pages/terms-page'),
                  (m) => m.TermsPage,
                  ['terms'],
                ),
              })),
              {
                path: 'cookies',
                handle: serverRendered,
                lazy: page(
                  () => import('@/features/cookies/pages/cookies-page'),
                  (m) => m.CookiesPage,
                  ['cookies'],
                ),
              },
              {
                path: 'invitations/:token',
                lazy: page(
                  () => import('@/features/invitations/pages/invitation-page'),
                  (m) => m.InvitationPage,
                  ['invitations', 'messages'],
                ),
              },
              {
                path: 'partner',
                handle: serverRendered,
                lazy: page(
                  () => import('@/features/partner/pages/partner-page'),
                  (m) => m.PartnerPage,
                  ['partner', 'messages'],
                ),
              },
              { path: '*', handle: serverRendered, element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
