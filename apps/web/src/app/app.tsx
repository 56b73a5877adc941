import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { Toaster } from '@/components/ui/toaster';
import '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from './router';
import { handleSessionExpiry } from './session-expiry';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
handleSessionExpiry(queryClient, router);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageSpinner />}>
        <RouterProvider router={router} />
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
