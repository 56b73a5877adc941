import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from './routes/not-found-page';
import { RouteError } from './routes/route-error';

type PageLoader = <M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces?: string[],
) => () => Promise<{ Component: ComponentType }>;

/**
 * The companies' workspace (/operator/*, DESIGN §9): its layout and every screen load lazily, in the 'operator'
 * chunk (config/chunks.ts), so neither a traveller nor an administrator downloads it. The layout is the guard
 * (signed in, a member of a company). A screen is one entry below and one line in operator-nav.ts.
 */
export function operatorRoutes(page: PageLoader): RouteObject {
  // 'admin' too: the back-office components the workspace shares (components/back-office) say their common
  // words (Annuler, Réessayer, the schedule's labels) from the back office's catalogue.
  const screen = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
    page(load, pick, ['operator', 'admin', 'messages']);
  return {
    path: 'operator',
    lazy: page(
      () => import('@/features/operator/components/layout/operator-layout'),
      (m) => m.OperatorLayout,
      ['operator'],
    ),
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: screen(
              () => import('@/features/operator/pages/operator-index'),
              (m) => m.OperatorIndex,
            ),
          },
          {
            path: 'departures',
            lazy: screen(
              () => import('@/features/operator/pages/departures-page'),
              (m) => m.DeparturesPage,
            ),
          },
          {
            path: 'departures/:tripId',
            lazy: screen(
              () => import('@/features/operator/pages/manifest-page'),
              (m) => m.ManifestPage,
            ),
          },
          {
            path: 'fleet',
            lazy: screen(
              () => import('@/features/operator/pages/fleet-page'),
              (m) => m.FleetPage,
            ),
          },
          {
            path: 'timetables',
            lazy: screen(
              () => import('@/features/operator/pages/timetables-page'),
              (m) => m.TimetablesPage,
            ),
          },
          {
            path: 'staff',
            lazy: screen(
              () => import('@/features/operator/pages/staff-page'),
              (m) => m.StaffPage,
            ),
          },
          {
            path: 'statements',
            lazy: screen(
              () => import('@/features/operator/pages/statements-page'),
              (m) => m.StatementsPage,
            ),
          },
          {
            path: 'home',
            lazy: screen(
              () => import('@/features/operator/pages/home-page'),
              (m) => m.OperatorHomePage,
            ),
          },
          {
            path: 'counter',
            // The seat map speaks the booking's words (its seats and legend).
            lazy: page(
              () => import('@/features/operator/counter/pages/counter-page'),
              (m) => m.CounterPage,
              ['operator', 'messages', 'booking'],
            ),
          },
          {
            path: 'boarding',
            lazy: screen(
              () => import('@/features/operator/boarding/pages/boarding-page'),
              (m) => m.BoardingPage,
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  };
}
