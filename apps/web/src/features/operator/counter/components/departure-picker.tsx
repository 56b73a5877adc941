import { formatFcfa, type Departure } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface DeparturePickerProps {
  departures: readonly Departure[];
  today: string;
  selected: string | null;
  onSelect: (departure: Departure) => void;
}

/**
 * Today's and tomorrow's departures of the company, the first thing the agent picks: one button each (Tab and Enter),
 * with the time, the line, the fare and the seats left. A departure gone or cancelled is not for sale.
 */
export function DeparturePicker({ departures, today, selected, onSelect }: DeparturePickerProps) {
  const { t } = useTranslation('operator');
  const open = departures.filter((d) => d.status === 'scheduled' || d.status === 'delayed');
  if (open.length === 0) return <p className="text-stone-700">{t('counter.noDepartures')}</p>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('counter.departures')}>
      {open.map((d) => {
        const active = d._id === selected;
        return (
          <li key={d._id}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() => onSelect(d)}
              className={cn(
                'flex w-full min-h-16 items-center gap-3 rounded-xl border-2 px-3 py-2 text-left transition-colors',
                active ? 'border-brand-700 bg-brand-50' : 'border-stone-200 bg-white hover:border-brand-400',
              )}
            >
              <span className="text-lg font-bold tabular-nums text-stone-950">{d.departureTime}</span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-stone-900">
                  {d.from.name} – {d.to.name}
                </span>
                <span className="block text-sm text-stone-600">
                  {d.departureDate === today ? t('counter.today') : t('counter.tomorrow')} ·{' '}
                  {formatFcfa(d.price)} · {t('counter.seatsLeft', { count: d.free })}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
