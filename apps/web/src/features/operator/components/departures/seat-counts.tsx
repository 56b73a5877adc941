import type { Departure } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';

/** Sold, held and free seats in figures, and a bar of them for a glance from the bus station. */
export function SeatCounts({ departure }: { departure: Pick<Departure, 'sold' | 'held' | 'free'> }) {
  const { t } = useTranslation('operator');
  const { sold, held, free } = departure;
  const total = Math.max(sold + held + free, 1);
  return (
    <div className="space-y-1.5">
      <div className="flex h-2 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
        <div className="bg-brand-700" style={{ width: `${(sold / total) * 100}%` }} />
        <div className="bg-amber-400" style={{ width: `${(held / total) * 100}%` }} />
      </div>
      <p className="flex flex-wrap gap-x-3 text-sm text-stone-700">
        <span>
          <strong className="text-stone-950 tabular-nums">{sold}</strong> {t('seats.sold')}
        </span>
        <span>
          <strong className="text-stone-950 tabular-nums">{held}</strong> {t('seats.held')}
        </span>
        <span>
          <strong className="text-stone-950 tabular-nums">{free}</strong> {t('seats.free')}
        </span>
      </p>
    </div>
  );
}
