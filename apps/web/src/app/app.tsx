import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { Toaster } from '@/components/ui/toaster';
import { AppRouterContext } from './prefetch-page-data';

/** The whole app, for a router and a query cache that main.tsx creates. */
export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppRouterContext value={router}>
          <Suspense fallback={<PageSpinner />}>
            <RouterProvider router={router} />
            <Toaster />
          </Suspense>
        </AppRouterContext>
      </QueryClientProvider>
    </StrictMode>
  );
}
