import type { City } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/ui/data-table';
import { useEditDeleteActions, type EditDelete } from '../shared/row-actions';

const coordinate = (value: number | null) => (value === null ? '-' : value.toFixed(4));

/** SPEC §2 Cities: name, country, region or "-", badges, coordinates to 4 decimals or "-", actions. */
export function CitiesTable({ cities, ...handlers }: { cities: readonly City[] } & EditDelete<City>) {
  const { t } = useTranslation('admin');
  const actions = useEditDeleteActions('cities', (city: City) => city.name, handlers);
  const columns: Column<City>[] = [
    { id: 'name', header: t('cities.name'), rowHeader: true, cell: (city) => city.name },
    { id: 'country', header: t('cities.country'), cell: (city) => city.country },
    { id: 'region', header: t('cities.region'), cell: (city) => city.region || '-' },
    {
      id: 'badges',
      header: t('cities.badges'),
      cell: (city) => (
        <div className="flex flex-wrap gap-1">
          {city.isFeatured && (
            <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-bold text-accent-900">
              {t('cities.featuredBadge')}
            </span>
          )}
          {city.isInternational && (
            <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-bold text-sky-900">
              {t('cities.internationalBadge')}
            </span>
          )}
        </div>
      ),
    },
    {
      id: 'coordinates',
      header: t('cities.coordinates'),
      className: 'font-mono text-xs whitespace-nowrap',
      cell: (city) =>
        city.latitude === null || city.longitude === null
          ? '-'
          : `${coordinate(city.latitude)}, ${coordinate(city.longitude)}`,
    },
  ];
  return (
    <DataTable
      label={t('cities.tableLabel')}
      rows={cities}
      rowKey={(city) => city._id}
      columns={columns}
      actions={actions}
    />
  );
}
