import { useEffect } from 'react';
import { NavigationType, type DataRouter } from 'react-router';
import { navigationStarted, pageChanged } from '@/lib/toast';

/**
 * Tells the toasts when the router starts loading a page and when another page is on screen, so that a toast does
 * not follow the traveller to the next page (issue 16; lib/toast.ts says which ones are carried).
 */
export function useToastsStayOnTheirPage(router: DataRouter): void {
  useEffect(() => {
    let location = router.state.location;
    let loading = router.state.navigation.state !== 'idle';
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
