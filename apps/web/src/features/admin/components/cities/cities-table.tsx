import type { City } from '@gbaka/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { IconButton } from '../shared/icon-button';
import { TableCard, tdClasses, thClasses } from '../shared/table';

interface CitiesTableProps {
  cities: readonly City[];
  onEdit: (city: City) => void;
  onDelete: (city: City) => void;
}

const coordinate = (value: number | null) => (value === null ? '-' : value.toFixed(4));

/** SPEC §2 Cities: name, country, region or "-", badges, coordinates to 4 decimals or "-", actions. */
export function CitiesTable({ cities, onEdit, onDelete }: CitiesTableProps) {
  const { t } = useTranslation('admin');
  return (
    <TableCard label={t('cities.tableLabel')}>
      <thead>
        <tr>
          <th scope="col" className={thClasses}>
            {t('cities.name')}
          </th>
          <th scope="col" className={thClasses}>
            {t('cities.country')}
          </th>
          <th scope="col" className={thClasses}>
            {t('cities.region')}
          </th>
          <th scope="col" className={thClasses}>
            {t('cities.badges')}
          </th>
          <th scope="col" className={thClasses}>
            {t('cities.coordinates')}
          </th>
          <th scope="col" className={cn(thClasses, 'text-right')}>
            {t('common.actions')}
          </th>
        </tr>
      </thead>
      <tbody>
        {cities.map((city) => (
          <tr key={city._id} className="hover:bg-stone-50">
            <th scope="row" className={cn(tdClasses, 'font-semibold')}>
              {city.name}
            </th>
            <td className={tdClasses}>{city.country}</td>
            <td className={tdClasses}>{city.region || '-'}</td>
            <td className={tdClasses}>
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
            </td>
            <td className={cn(tdClasses, 'font-mono text-xs whitespace-nowrap')}>
              {city.latitude === null || city.longitude === null
                ? '-'
                : `${coordinate(city.latitude)}, ${coordinate(city.longitude)}`}
            </td>
            <td className={cn(tdClasses, 'text-right whitespace-nowrap')}>
              <IconButton
                icon={Pencil}
                label={t('cities.editLabel', { name: city.name })}
                onClick={() => onEdit(city)}
              />
              <IconButton
                icon={Trash2}
                tone="danger"
                label={t('cities.deleteLabel', { name: city.name })}
                onClick={() => onDelete(city)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}
