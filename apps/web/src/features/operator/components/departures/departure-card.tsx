import { formatFcfa, type Departure, type Language } from '@gbaka/shared';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { DepartureStatus } from './departure-status';
import { SeatCounts } from './seat-counts';

/** One departure of the board: when, where, which bus, how full, what it brought; the whole card opens its manifest. */
export function DepartureCard({ departure: d }: { departure: Departure }) {
  const { t, i18n } = useTranslation('operator');
  return (
    <Link
      to={`/operator/departures/${d._id}`}
      className={cn(
        'group block space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:border-brand-600',
        d.status === 'cancelled' && 'bg-stone-50',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-lg font-extrabold text-stone-950 tabular-nums">
            {d.departureTime} <span className="font-semibold text-stone-600">→ {d.arrivalTime}</span>
          </p>
          <p className="font-semibold break-words text-stone-900">
            {d.from.name} – {d.to.name}
          </p>
          <p className="text-sm text-stone-600">
            {d.bus.name} · {d.bus.busNumber}
          </p>
        </div>
        <DepartureStatus departure={d} />
      </div>
      <SeatCounts departure={d} />
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="text-stone-700">
          {t('board.revenue')}{' '}
          <strong className="text-stone-950">{formatFcfa(d.revenue, i18n.language as Language)}</strong>
        </span>
        <span className="inline-flex items-center font-semibold text-brand-800 group-hover:underline">
          {t('board.manifest')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </span>
      </div>
    </Link>
  );
}
