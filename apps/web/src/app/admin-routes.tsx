import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from './routes/not-found-page';
import { RouteError } from './routes/route-error';

type PageLoader = <M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces?: string[],
) => () => Promise<{ Component: ComponentType }>;

/**
 * The back office (/admin/*): its layout and every screen load lazily, all in the 'admin' chunk (vite.config.ts),
 * so a traveller never downloads any of it. The layout is the admin guard (SPEC §6).
 */
export function adminRoutes(page: PageLoader): RouteObject {
  const screen = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
    page(load, pick, ['admin', 'messages']);
  return {
    path: 'admin',
    lazy: page(
      () => import('@/features/admin/components/layout/admin-layout'),
      (m) => m.AdminLayout,
      ['admin'],
    ),
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          {
            path: 'dashboard',
            lazy: screen(
              () => import('@/features/admin/pages/dashboard-page'),
              (m) => m.DashboardPage,
            ),
          },
          {
            path: 'users',
            lazy: screen(
              () => import('@/features/admin/pages/users-page'),
              (m) => m.UsersPage,
            ),
          },
          {
            path: 'companies',
            lazy: screen(
              () => import('@/features/admin/pages/companies-page'),
              (m) => m.CompaniesPage,
            ),
          },
          {
            path: 'routes',
            lazy: screen(
              () => import('@/features/admin/pages/trips-page'),
              (m) => m.TripsPage,
            ),
          },
          {
            path: 'buses',
            lazy: screen(
              () => import('@/features/admin/pages/buses-page'),
              (m) => m.BusesPage,
            ),
          },
          {
            path: 'bookings',
            lazy: screen(
              () => import('@/features/admin/pages/bookings-page'),
              (m) => m.BookingsPage,
            ),
          },
          {
            path: 'cities',
            lazy: screen(
              () => import('@/features/admin/pages/cities-page'),
              (m) => m.CitiesPage,
            ),
          },
          {
            path: 'partners',
            lazy: screen(
              () => import('@/features/admin/pages/partners-page'),
              (m) => m.PartnersPage,
            ),
          },
          {
            path: 'timetables',
            lazy: screen(
              () => import('@/features/admin/pages/timetables-page'),
              (m) => m.TimetablesPage,
            ),
          },
          {
            path: 'boarding',
            lazy: screen(
              () => import('@/features/admin/pages/boarding-page'),
              (m) => m.BoardingPage,
            ),
          },
          {
            path: 'ussd',
            lazy: screen(
              () => import('@/features/admin/pages/ussd-page'),
              (m) => m.UssdPage,
            ),
          },
          {
            path: 'refunds',
            lazy: screen(
              () => import('@/features/admin/pages/refunds-page'),
              (m) => m.RefundsPage,
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  };
}
