import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { RenderWhenNear } from '@/components/layout/render-when-near';
import { PageSpinner } from '@/components/ui/spinner';
import { OfflineNotice } from '@/features/offline-tickets/components/offline-notice';
import { HydrationSlice } from '@/lib/hydration-slices';
import { StartedMark } from '../started-mark';

export function PublicLayout() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[70] rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <Header />
      <OfflineNotice />
      {/* At least a screen high (less the 4rem header): while a page waits for its data, the footer stays below the
          fold instead of showing and then jumping down when the content arrives (layout shift). */}
      <HydrationSlice>
        <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 outline-none">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
            {/* Marks the page started once all of it has hydrated, the slices left for later included. */}
            <StartedMark />
          </Suspense>
        </main>
      </HydrationSlice>
      <RenderWhenNear>
        <Footer />
      </RenderWhenNear>
    </div>
  );
}
