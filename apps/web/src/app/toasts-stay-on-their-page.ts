import { useContext, useEffect } from 'react';
import { NavigationType } from 'react-router';
import { firstPageOnScreen, pageChanged } from '@/lib/toast';
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
    // The first page's own effects ran before this one: one of them may already have left it (a guard's redirect),
    // and the page now on screen may have shown its toast in the same render.
    if (router.state.historyAction !== NavigationType.Pop) firstPageOnScreen();
    return router.subscribe((state) => {
      // Another address of the same page (its state, its query: /login sent to /login again by a second guard, a
      // day of the results) is not another page: the toast that explains it stays.
      if (state.location.pathname === location.pathname) return;
      location = state.location;
      pageChanged(state.historyAction === NavigationType.Replace);
    });
  }, [router]);
}
