import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense, type ReactNode } from 'react';
import type { DataRouter } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { Toaster } from '@/components/ui/toaster';
import { AppRouterContext } from './prefetch-page-data';

/**
 * The whole app around its router: the browser's `RouterProvider` (main.tsx) or the server's
 * `StaticRouterProvider` (entry-server.tsx), in the same tree so that the browser hydrates what the server wrote.
 */
export function App({
  router,
  queryClient,
  children,
}: {
  /** The browser's router; the server has none to subscribe to. */
  router?: DataRouter;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppRouterContext value={router ?? null}>
          <Suspense fallback={<PageSpinner />}>
            {children}
            <Toaster />
          </Suspense>
        </AppRouterContext>
      </QueryClientProvider>
    </StrictMode>
  );
}
