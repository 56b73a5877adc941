import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { TRIP_SORTS, type TripSort } from '../utils/trip-display';

/** Departure, price or duration first (issue 16): three buttons, the choice pressed. */
export function SortChoice({ value, onChange }: { value: TripSort; onChange: (sort: TripSort) => void }) {
  const { t } = useTranslation('search');
  return (
    <div role="group" aria-label={t('sort.label')} className="flex items-center gap-2">
      <span className="text-sm font-semibold text-stone-700" aria-hidden="true">
        {t('sort.label')}
      </span>
      <div className="inline-flex rounded-xl border border-stone-300 bg-white p-0.5">
        {TRIP_SORTS.map((sort) => (
          <button
            key={sort}
            type="button"
            aria-pressed={value === sort}
            onClick={() => onChange(sort)}
            className={cn(
              'min-h-11 rounded-lg px-3 text-sm font-semibold transition-colors',
              value === sort ? 'bg-brand-700 text-white' : 'text-stone-800 hover:bg-stone-100',
            )}
          >
            {t(`sort.${sort}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
