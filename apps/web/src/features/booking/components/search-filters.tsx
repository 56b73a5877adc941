import {
  AMENITY_FILTERS,
  AMENITY_LABELS,
  PRICE_BAND_LABELS,
  PRICE_BANDS,
  TIME_OF_DAY_LABELS,
  TIMES_OF_DAY,
  type TripFilters,
} from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';

export type Filters = Required<TripFilters>;

interface SearchFiltersProps {
  id: string;
  filters: Filters;
  onChange: (filters: Filters) => void;
  onClear: () => void;
}

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Price bands, time of day and amenities (SPEC §2 /search), applied with the shared `filterTrips`. */
export function SearchFilters({ id, filters, onChange, onClear }: SearchFiltersProps) {
  const { t } = useTranslation(['search', 'messages']);
  const groups = [
    {
      key: 'priceBands',
      legend: t('filters.price'),
      options: PRICE_BANDS.map((v) => ({ v, label: t(`messages:${PRICE_BAND_LABELS[v]}`) })),
    },
    {
      key: 'timesOfDay',
      legend: t('filters.timeOfDay'),
      options: TIMES_OF_DAY.map((v) => ({ v, label: t(`messages:${TIME_OF_DAY_LABELS[v]}`) })),
    },
    {
      key: 'amenities',
      legend: t('filters.amenities'),
      options: AMENITY_FILTERS.map((v) => ({ v, label: t(`messages:${AMENITY_LABELS[v]}`) })),
    },
  ] as const;

  return (
    <div id={id} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="grid gap-5 sm:grid-cols-3">
        {groups.map((group) => (
          <fieldset key={group.key} className="space-y-2.5">
            <legend className="mb-2 text-sm font-bold text-stone-950">{group.legend}</legend>
            {group.options.map(({ v, label }) => (
              <Checkbox
                key={v}
                id={`filter-${group.key}-${v}`}
                label={label}
                checked={(filters[group.key] as readonly string[]).includes(v)}
                onChange={() =>
                  onChange({ ...filters, [group.key]: toggle(filters[group.key] as readonly string[], v) })
                }
              />
            ))}
          </fieldset>
        ))}
      </div>
      <div className="mt-4 flex justify-end">
        <Button variant="ghost" size="sm" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      </div>
    </div>
  );
}
