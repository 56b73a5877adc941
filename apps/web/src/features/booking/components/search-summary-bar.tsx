import { formatDay, PASSENGER_OPTIONS } from '@gbaka/shared';
import { ArrowLeft, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import type { SearchState } from '@/lib/booking/search-state';

interface SearchSummaryBarProps {
  search: SearchState;
  filtersOpen: boolean;
  /** Filters in force, the time asked included: the badge counts them. */
  activeFilters: number;
  filtersId: string;
  onToggleFilters: () => void;
}

/** Route, dates and passengers of the search, with the way back and the filters toggle (SPEC §2 /search). */
export function SearchSummaryBar({
  search,
  filtersOpen,
  activeFilters,
  filtersId,
  onToggleFilters,
}: SearchSummaryBarProps) {
  const { t, i18n } = useTranslation(['search', 'messages']);
  const passengers = PASSENGER_OPTIONS.find((o) => o.value === search.passengers);
  return (
    <section className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-4 sm:py-5">
        <Link
          to="/"
          className={buttonClasses({
            variant: 'ghost',
            size: 'sm',
            className: 'text-white hover:bg-brand-700',
          })}
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('summary.back')}
        </Link>
        <div className="order-last min-w-0 basis-full sm:order-none sm:basis-0 sm:flex-1">
          <h1 className="text-xl font-extrabold sm:text-2xl">
            {search.from} <span aria-hidden="true">→</span>
            <span className="sr-only">{t('summary.to')}</span> {search.to}
          </h1>
          <p className="text-sm text-brand-50">
            {formatDay(search.departureDate, i18n.language, 'full')}
            {search.returnDate &&
              ` · ${t('summary.return')} ${formatDay(search.returnDate, i18n.language, 'full')}`}
            {' · '}
            {passengers ? t(`messages:${passengers.label}`) : search.passengers}
          </p>
        </div>
        <button
          type="button"
          className={buttonClasses({ variant: 'outline', size: 'sm', className: 'border-white/70' })}
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={onToggleFilters}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {t('filters.toggle')}
          {activeFilters > 0 && (
            <span
              className="rounded-full bg-accent-500 px-2 py-0.5 text-xs font-bold text-stone-950"
              data-testid="active-filters"
            >
              {activeFilters}
              <span className="sr-only"> {t('filters.active', { count: activeFilters })}</span>
            </span>
          )}
        </button>
      </div>
    </section>
  );
}
