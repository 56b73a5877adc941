import { SEARCH_TIME_OPTIONS } from '@gbaka/shared';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useArrivalCities, useCompanies, useDepartureCities } from '@/lib/catalogue-queries';
import { EMPTY_FILTERS, hasFilters, type RouteFilters } from '../utils/route-filters';

interface RoutesFiltersProps {
  filters: RouteFilters;
  /** Only what changed: two quick changes in a row must not undo one another. */
  onChange: (patch: Partial<RouteFilters>) => void;
}

/** Keeps a value the lists do not hold (typed in a link) selectable, so that the select shows it. */
function withValue(options: readonly string[] | undefined, value: string): string[] {
  const list = [...(options ?? [])];
  return value && !list.some((o) => o.toLowerCase() === value.toLowerCase()) ? [value, ...list] : list;
}

/** SPEC §2, §5 Routes filter: origin, destination, exact date, departure time (±60 min), company; "all" clears. */
export function RoutesFilters({ filters, onChange }: RoutesFiltersProps) {
  const { t } = useTranslation('routes');
  const departures = useDepartureCities();
  const arrivals = useArrivalCities();
  const companies = useCompanies();
  const set = (key: keyof RouteFilters) => (value: string) => onChange({ [key]: value });
  const select = (key: keyof RouteFilters, options: readonly string[] | undefined) => (
    <Field id={`filter-${key}`} label={t(`filters.${key}`)}>
      {(control) => (
        <Select {...control} value={filters[key]} onChange={(event) => set(key)(event.target.value)}>
          <option value="">{t('filters.all')}</option>
          {withValue(options, filters[key]).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
  return (
    <section
      aria-labelledby="routes-filters-title"
      className="rounded-2xl border border-stone-200 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="routes-filters-title" className="font-bold text-stone-950">
          {t('filters.title')}
        </h2>
        {hasFilters(filters) && (
          <Button variant="ghost" size="sm" onClick={() => onChange(EMPTY_FILTERS)}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('filters.reset')}
          </Button>
        )}
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {select('origin', departures.data)}
        {select('destination', arrivals.data)}
        <Field id="filter-date" label={t('filters.date')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={filters.date}
              onChange={(e) => set('date')(e.target.value)}
            />
          )}
        </Field>
        <Field id="filter-departureTime" label={t('filters.departureTime')} hint={t('filters.timeHint')}>
          {(control) => (
            <Select
              {...control}
              value={filters.departureTime}
              onChange={(event) => set('departureTime')(event.target.value)}
            >
              <option value="">{t('filters.anyTime')}</option>
              {SEARCH_TIME_OPTIONS.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {select(
          'company',
          companies.data?.map((c) => c.name),
        )}
      </div>
    </section>
  );
}
