import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { i18n } from '@/i18n';
import { useSignOutLanding } from '@/lib/auth/use-logout';
import { useIntlWarmUp } from '@/lib/intl';
import { usePrefetchOnNavigation } from '../prefetch-page-data';
import { useToastsStayOnTheirPage } from '../toasts-stay-on-their-page';

/**
 * Every page: scroll restoration, a thin bar while the next page's code downloads, the next page's data requested
 * with its code, toasts that stay on their page, the formatters warmed up, and a sign-out under way ended once the
 * page it leads to shows.
 */
export function RootLayout() {
  const navigation = useNavigation();
  usePrefetchOnNavigation();
  useToastsStayOnTheirPage();
  useSignOutLanding();
  useIntlWarmUp(i18n.language);
  return (
    <>
      {navigation.state !== 'idle' && (
        <div className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-accent-100" aria-hidden="true">
          <div className="h-full w-1/3 animate-progress bg-accent-500" />
        </div>
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
