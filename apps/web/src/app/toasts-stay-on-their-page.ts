import { useContext, useEffect } from 'react';
import { NavigationType } from 'react-router';
import { pageChanged } from '@/lib/toast';
import { AppRouterContext } from './prefetch-page-data';

/**
 * Tells the toasts when another page is on screen, so that a toast does not follow the traveller to the next page
 * (issue 16; lib/toast.ts says which ones are carried). Called by the root layout, for the reason
 * usePrefetchOnNavigation gives: a listener that subscribed before RouterProvider would take the router's first
 * change, and the first page would stay on "Chargement…".
 */
export function useToastsStayOnTheirPage(): void {
  const router = useContext(AppRouterContext);
  useEffect(() => {
    if (!router) return;
    let location = router.state.location;
    // The first page's own effects ran before this one: one of them may already have left it (a guard's redirect).
    if (router.state.historyAction !== NavigationType.Pop) {
      pageChanged(router.state.historyAction === NavigationType.Replace);
    }
    return router.subscribe((state) => {
      if (state.location === location) return;
      location = state.location;
      pageChanged(state.historyAction === NavigationType.Replace);
    });
  }, [router]);
}
