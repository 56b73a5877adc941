import type { TrackingResult } from '@gbaka/shared';
import { ArrowLeft, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { RedirectWithToast } from '@/components/redirect-with-toast';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { PageSpinner } from '@/components/ui/spinner';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useTracking } from '../api/track';
import { TrackingMap } from '../components/tracking-map';
import {
  BusSection,
  PassengerSection,
  RouteSection,
  Section,
  StatusSection,
} from '../components/tracking-sections';

function stateTracking(state: unknown, bookingId: string): TrackingResult | undefined {
  const tracking = (state as { tracking?: TrackingResult } | null)?.tracking;
  return tracking && tracking.bookingId === bookingId ? tracking : undefined;
}

/**
 * SPEC §2 Tracking details. The tracking form hands its answer in router state; without it (a reload, a shared
 * link) the page asks the API again by booking id, and only if that fails goes back to /track with a toast.
 */
export function TrackDetailsPage() {
  const { t } = useTranslation('tracking');
  const { bookingId = '' } = useParams();
  const initial = stateTracking(useLocation().state, bookingId);
  const tracking = useTracking(bookingId, initial);
  usePageMeta({
    title: t('details.title'),
    description: t('meta.description'),
    path: `/track-details/${bookingId}`,
    breadcrumbs: [
      { name: t('form.title'), path: '/track-travel' },
      { name: t('details.title'), path: `/track-details/${bookingId}` },
    ],
  });
  const failed = bookingId === '' || (tracking.isError && !tracking.data);
  if (failed) {
    const title = bookingId === '' ? t('errors.noBookingId') : t('errors.missingData');
    return <RedirectWithToast to="/track" toast={{ title }} />;
  }
  if (!tracking.data) return <PageSpinner label={t('details.loading')} />;
  const data = tracking.data;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to="/track"
          className={buttonClasses({ variant: 'outline', size: 'sm', className: 'min-h-11' })}
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('details.back')}
        </Link>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void tracking.refetch()}
          loading={tracking.isFetching}
        >
          {!tracking.isFetching && <RotateCw className="size-4" aria-hidden="true" />}
          {t('details.refresh')}
        </Button>
      </div>
      <h1 className="mt-4 text-2xl font-extrabold text-stone-950 sm:text-3xl">{t('details.title')}</h1>
      <p className="mt-1 text-stone-700">
        {t('details.reference')} <span className="font-mono font-bold">{data.reference}</span>
      </p>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <StatusSection tracking={data} />
        {/* A cancelled booking has no position to show (DESIGN §7): no map at all. */}
        {data.currentTracking.status !== 'cancelled' && (
          <Section title={t('details.position')} className="lg:row-span-2">
            <TrackingMap tracking={data} />
          </Section>
        )}
        <RouteSection tracking={data} />
        <BusSection tracking={data} />
        <PassengerSection tracking={data} />
      </div>
    </div>
  );
}
