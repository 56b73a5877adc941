import { useContext, useEffect } from 'react';
import { NavigationType } from 'react-router';
import { navigationStarted, pageChanged } from '@/lib/toast';
import { AppRouterContext } from './prefetch-page-data';

/**
 * Tells the toasts when the router starts loading a page and when another page is on screen, so that a toast does
 * not follow the traveller to the next page (issue 16; lib/toast.ts says which ones are carried). Called by the
 * root layout, for the reason usePrefetchOnNavigation gives: a listener that subscribed before RouterProvider would
 * take the router's first change, and the first page would stay on "Chargement…".
 */
export function useToastsStayOnTheirPage(): void {
  const router = useContext(AppRouterContext);
  useEffect(() => {
    if (!router) return;
    let location = router.state.location;
    let loading = router.state.navigation.state !== 'idle';
    // The first page is on screen: what its loading carried stays on it (and through a redirect that follows),
    // unless it already leaves for another (a guard's redirect, started by an effect that ran before this one).
    if (loading) navigationStarted();
    else pageChanged(router.state.historyAction === NavigationType.Replace);
    return router.subscribe((state) => {
      const nowLoading = state.navigation.state !== 'idle';
      if (nowLoading && !loading) navigationStarted();
      loading = nowLoading;
      if (state.location !== location) {
        location = state.location;
        pageChanged(state.historyAction === NavigationType.Replace);
      }
    });
  }, [router]);
}
