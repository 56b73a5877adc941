import type { BookingCounts } from '@gbaka/shared';
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { STATISTICS, statisticQueryOptions } from '../../api/dashboard';
import type { DashboardFigures } from './count-cards';

/**
 * When the dashboard's own call fails, the count cards fall back to one call per statistic (SPEC §7's count
 * routes), and each one that fails says so in its own toast (SPEC §8 Admin).
 */
export function useFallbackStatistics(enabled: boolean): { figures: DashboardFigures; loading: boolean } {
  const { t } = useTranslation('admin');
  const results = useQueries({
    queries: STATISTICS.map((statistic) => statisticQueryOptions(statistic, enabled)),
  });
  const errors = results.map((result) => result.error);
  const failures = STATISTICS.filter((_, index) => errors[index])
    .map((s) => s.key)
    .join(',');

  useEffect(() => {
    if (!failures) return;
    const failed = failures.split(',');
    STATISTICS.forEach(({ key }, index) => {
      if (!failed.includes(key)) return;
      toast.error(
        t('dashboard.statisticError', { name: t(`dashboard.counts.${key}`) }),
        errorMessage(errors[index], ''),
      );
    });
    // The toasts follow the set of failed statistics, not each new error object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failures, t]);

  const figures: DashboardFigures = {};
  STATISTICS.forEach((statistic, index) => {
    const data = results[index]?.data;
    if (data === undefined) return;
    if (statistic.key === 'bookings') figures.bookings = data as BookingCounts;
    else figures[statistic.key] = data as number;
  });
  return { figures, loading: enabled && results.some((result) => result.isPending) };
}
