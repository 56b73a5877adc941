import { type DailyFigures, formatDay, formatFcfa } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { TimeSeriesChart } from '../charts/time-series-chart';
import { formatNumber } from '../../utils/numbers';

/** The last 30 days: bookings made per day (bars) and revenue per day (line). */
export function DailyCharts({ daily }: { daily: readonly DailyFigures[] }) {
  const { t, i18n } = useTranslation('admin');
  const points = (pick: (day: DailyFigures) => number) =>
    daily.map((day) => ({
      label: formatDay(day.date, i18n.language, 'long'),
      shortLabel: formatDay(day.date, i18n.language, 'dayMonth'),
      value: pick(day),
    }));
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <Card>
        <TimeSeriesChart
          id="chart-bookings"
          kind="bar"
          title={t('dashboard.bookingsPerDay')}
          valueHeader={t('dashboard.bookingsHeader')}
          points={points((day) => day.bookings)}
          format={(value) => formatNumber(value)}
        />
      </Card>
      <Card>
        <TimeSeriesChart
          id="chart-revenue"
          kind="line"
          title={t('dashboard.revenuePerDay')}
          valueHeader={t('dashboard.revenueHeader')}
          points={points((day) => day.revenue)}
          format={(value) => formatFcfa(value)}
        />
      </Card>
    </div>
  );
}
