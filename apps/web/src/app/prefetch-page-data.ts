import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect } from 'react';
import { matchRoutes, type DataRouter, type Location, type Params } from 'react-router';

/** The data of a page's first screen, awaited by the server before it renders the page (entry-server.tsx). */
export type FirstScreenData = (
  queryClient: QueryClient,
  page: { params: Params; location: Location },
) => Promise<unknown>;

/**
 * What a route can start downloading with its page's code: the page's data, read from the navigation's location,
 * state included (the booking pages get their input in router state, which loaders cannot see). `ssr`: the page is
 * rendered on the server (DESIGN §12), with the data its function loads, if any.
 */
export interface PageHandle {
  prefetch?: (queryClient: QueryClient, location: Location) => void;
  ssr?: true | FirstScreenData;
}

/**
 * Starts the data of the page at `location` beside its code, rather than once its code has arrived and it has drawn
 * a first time: on a slow network the answer comes a round trip sooner.
 */
export function prefetchPageData(router: DataRouter, queryClient: QueryClient, location: Location): void {
  for (const { route } of matchRoutes(router.routes, location) ?? []) {
    (route.handle as PageHandle | undefined)?.prefetch?.(queryClient, location);
  }
}

/** The app's router, for the hook below (App provides it). */
export const AppRouterContext = createContext<DataRouter | null>(null);

/**
 * The same for each later navigation that waits for something (a page's code, a loader). Used by the root layout:
 * its effect runs after `RouterProvider` has started listening to the router (a layout effect of an ancestor), which
 * must be the router's first listener. React Router hands a change made while nobody listened to its first listener
 * only; an earlier one would take it, and the first page would never show.
 */
export function usePrefetchOnNavigation(): void {
  const router = useContext(AppRouterContext);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!router) return;
    let started: Location | undefined;
    return router.subscribe(({ navigation }) => {
      if (!navigation.location || navigation.location === started) return;
      started = navigation.location;
      prefetchPageData(router, queryClient, navigation.location);
    });
  }, [router, queryClient]);
}
