import { type DailyFigures, formatDay, formatFcfa } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { formatNumber } from '../../utils/numbers';

/** Today's bookings, paid bookings and revenue. */
export function TodayFigures({ today }: { today: DailyFigures }) {
  const { t, i18n } = useTranslation('admin');
  const figures = [
    { key: 'bookings', value: formatNumber(today.bookings) },
    { key: 'paidBookings', value: formatNumber(today.paidBookings) },
    { key: 'revenue', value: formatFcfa(today.revenue) },
  ] as const;
  return (
    <Card className="space-y-4">
      <h2 className="font-bold text-stone-950">
        {t('dashboard.today')}{' '}
        <span className="font-medium text-stone-600">· {formatDay(today.date, i18n.language, 'long')}</span>
      </h2>
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(10rem,1fr))] gap-3">
        {figures.map(({ key, value }) => (
          <div key={key} className="rounded-xl bg-stone-50 p-3">
            <dt className="text-sm text-stone-700">{t(`dashboard.todayFigures.${key}`)}</dt>
            <dd className="text-xl font-extrabold text-stone-950 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
