import type { BookingCounts } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatNumber } from '../../utils/numbers';

const PARTS = [
  { key: 'pendingPayment', color: 'bg-amber-400' },
  { key: 'confirmed', color: 'bg-brand-600' },
  { key: 'cancelled', color: 'bg-red-600' },
  { key: 'completed', color: 'bg-sky-600' },
] as const;

/** SPEC §2 Dashboard: bookings by status, as figures and one stacked bar. */
export function BookingBreakdown({ counts }: { counts?: BookingCounts }) {
  const { t } = useTranslation('admin');
  const total = counts?.total ?? 0;
  return (
    <Card className="space-y-4">
      <h2 className="font-bold text-stone-950">{t('dashboard.breakdown')}</h2>
      <div className="flex h-4 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
        {counts &&
          total > 0 &&
          PARTS.map(({ key, color }) => (
            <div key={key} className={color} style={{ width: `${(counts[key] / total) * 100}%` }} />
          ))}
      </div>
      <dl className="grid grid-cols-2 gap-3">
        {PARTS.map(({ key, color }) => (
          <div key={key}>
            <dt className="flex items-center gap-2 text-sm text-stone-700">
              <span className={cn('size-3 shrink-0 rounded-full', color)} aria-hidden="true" />
              {t(`dashboard.status.${key}`)}
            </dt>
            <dd className="pl-5 text-lg font-bold text-stone-950 tabular-nums">
              {counts ? formatNumber(counts[key]) : '—'}
              {counts && total > 0 && (
                <span className="ml-1 text-sm font-medium text-stone-600">
                  ({Math.round((counts[key] / total) * 100)} %)
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
