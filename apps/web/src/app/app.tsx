import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { Toaster } from '@/components/ui/toaster';

/**
 * The whole app for a router and a query cache. The browser renders it (main.tsx) and the build renders the home
 * page with it (prerender/home.tsx): the two trees must be the same for the browser to take over the built HTML.
 */
export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<PageSpinner />}>
          <RouterProvider router={router} />
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </StrictMode>
  );
}
