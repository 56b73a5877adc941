import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { i18n } from '@/i18n';
import { RedirectIfAuthenticated } from '@/lib/auth/redirect-if-authenticated';
import { RequireAuth } from '@/lib/auth/require-auth';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
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

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              {
                index: true,
                lazy: page(
                  () => import('@/features/home/pages/home-page'),
                  (m) => m.HomePage,
                  ['home'],
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
                      ['auth', 'validation'],
                    ),
                  },
                  {
                    path: 'register',
                    lazy: page(
                      () => import('@/features/auth/pages/register-page'),
                      (m) => m.RegisterPage,
                      ['auth', 'validation'],
                    ),
                  },
                ],
              },
              {
                path: 'forgot-password',
                lazy: page(
                  () => import('@/features/auth/pages/forgot-password-page'),
                  (m) => m.ForgotPasswordPage,
                  ['auth', 'validation'],
                ),
              },
              {
                path: 'reset-password/:token?',
                lazy: page(
                  () => import('@/features/auth/pages/reset-password-page'),
                  (m) => m.ResetPasswordPage,
                  ['auth', 'validation'],
                ),
              },
              {
                element: <RequireAuth />,
                children: [
                  {
                    path: 'profile',
                    lazy: page(
                      () => import('@/features/profile/pages/profile-page'),
                      (m) => m.ProfilePage,
                      ['profile', 'validation'],
                    ),
                  },
                ],
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
