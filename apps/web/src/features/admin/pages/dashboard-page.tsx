import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDashboard } from '../api/dashboard';
import { useErrorToast } from '@/lib/staff-mutation';
import { BookingBreakdown } from '../components/dashboard/booking-breakdown';
import { CountCards, type DashboardFigures } from '../components/dashboard/count-cards';
import { DailyCharts } from '../components/dashboard/daily-charts';
import { OccupancyCard, TopRoutesCard } from '../components/dashboard/line-rankings';
import { TodayFigures } from '../components/dashboard/today-figures';
import { useFallbackStatistics } from '../components/dashboard/use-fallback-statistics';
import { PageHeader } from '@/components/back-office/page-header';
import { ErrorBanner, LoadingState } from '@/components/back-office/states';

/** SPEC §2 Dashboard, with real charts in place of the spec's "coming soon" placeholder. */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('dashboard.title'));
  const dashboard = useDashboard();
  const failed = dashboard.isError;
  useErrorToast(dashboard.error, t('dashboard.loadError'));
  const fallback = useFallbackStatistics(failed);
  const data = dashboard.data?.data;
  const figures: DashboardFigures = data
    ? { ...data.counts, revenue: data.counts.totalRevenue }
    : fallback.figures;

  return (
    <div className="space-y-6">
      <PageHeader title={t('dashboard.title')} description={t('dashboard.subtitle')} />
      {failed && <ErrorBanner message={t('dashboard.loadError')} onRetry={() => void dashboard.refetch()} />}
      <section aria-label={t('dashboard.countsLabel')}>
        <CountCards figures={figures} loading={dashboard.isPending || fallback.loading} />
      </section>
      {dashboard.isPending && <LoadingState label={t('dashboard.loading')} />}
      {data && (
        <>
          <div className="grid gap-4 xl:grid-cols-2">
            <TodayFigures today={data.today} />
            <BookingBreakdown counts={data.counts.bookings} />
          </div>
          <DailyCharts daily={data.daily} />
          <div className="grid gap-4 xl:grid-cols-2">
            <OccupancyCard lines={data.occupancy} />
            <TopRoutesCard routes={data.topRoutes} />
          </div>
        </>
      )}
      {failed && fallback.figures.bookings && <BookingBreakdown counts={fallback.figures.bookings} />}
    </div>
  );
}
