import { QueryClient } from '@tanstack/react-query';

const MINUTE = 60_000;

/** Cache lifetimes of SPEC §9, to use as `staleTime` in each feature's query options. */
export const staleTimes = {
  default: 5 * MINUTE,
  routes: 15 * MINUTE,
  cities: 30 * MINUTE,
  companies: 30 * MINUTE,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: staleTimes.default,
        // The API client already retries reads with back-off (SPEC §9); retrying here would multiply the attempts.
        retry: false,
        // On a metered 3G connection, coming back to the tab should not refetch everything.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
