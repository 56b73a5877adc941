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
  const screen = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
    page(load, pick, ['operator', 'messages']);
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
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  };
}
