import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RenderWhenNear } from '@/components/layout/render-when-near';
import { nextTask } from '@/lib/next-task';
import { siteOrigin } from '@/lib/seo/server-page';
import { organizationJsonLd } from '@/lib/seo/structured-data';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { usePrefetchSuggestedTrips } from '../api/home-lists';
import { QuickActions } from '../components/quick-actions';
import { SearchHero } from '../components/search-hero/search-hero';
import { HydrationSlice } from '@/lib/hydration-slices';

const loadLowerSections = () => import('../components/lower-sections');
const LowerSections = lazy(() => loadLowerSections().then((module) => ({ default: module.LowerSections })));

/** SPEC §2 Home: search, quick actions, destinations, figures, blurbs (large screens) and partner companies. */
export function HomePage() {
  const { t } = useTranslation('home');
  const description = t('meta.description');
  usePrefetchSuggestedTrips();
  // The sections below the first screen download once the page has shown, so that they are there before the
  // traveller scrolls to them, without delaying what the first screen needs.
  useEffect(() => {
    void nextTask().then(loadLowerSections);
  }, []);
  usePageMeta({
    title: t('title'),
    description,
    path: '/',
    structuredData: [organizationJsonLd(siteOrigin(), description)],
  });
  return (
    <>
      <section className="bg-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
          <p className="text-sm font-semibold tracking-wide text-accent-200 uppercase">{t('eyebrow')}</p>
          <h1 className="mt-2 max-w-2xl text-2xl leading-tight font-extrabold sm:text-4xl">
            {t('headline')}
          </h1>
          <p className="mt-3 hidden max-w-2xl text-lg text-brand-50 sm:block">{t('lead')}</p>
          <div className="mt-6">
            <HydrationSlice>
              <SearchHero />
            </HydrationSlice>
          </div>
        </div>
        <div className="h-1.5 bg-gradient-to-r from-accent-500 via-white to-brand-500" aria-hidden="true" />
      </section>
      <HydrationSlice>
        <QuickActions />
      </HydrationSlice>
      <RenderWhenNear>
        <Suspense fallback={<div className="min-h-dvh" aria-hidden="true" />}>
          <LowerSections />
        </Suspense>
      </RenderWhenNear>
    </>
  );
}
