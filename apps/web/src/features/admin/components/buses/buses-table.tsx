import type { AdminBusView } from '@gbaka/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { IconButton } from '../shared/icon-button';
import { TableCard, tdClasses, thClasses } from '../shared/table';

interface BusesTableProps {
  buses: readonly AdminBusView[];
  onEdit: (bus: AdminBusView) => void;
  onDelete: (bus: AdminBusView) => void;
}

/** SPEC §2 Buses: name, id in monospace, company badge, seats, layout, amenities (2 then "+N"), actions. */
export function BusesTable({ buses, onEdit, onDelete }: BusesTableProps) {
  const { t } = useTranslation('admin');
  return (
    <TableCard label={t('buses.tableLabel')}>
      <thead>
        <tr>
          <th scope="col" className={thClasses}>
            {t('buses.name')}
          </th>
          <th scope="col" className={thClasses}>
            {t('buses.busId')}
          </th>
          <th scope="col" className={thClasses}>
            {t('buses.company')}
          </th>
          <th scope="col" className={thClasses}>
            {t('buses.seats')}
          </th>
          <th scope="col" className={thClasses}>
            {t('buses.layout')}
          </th>
          <th scope="col" className={thClasses}>
            {t('buses.amenities')}
          </th>
          <th scope="col" className={cn(thClasses, 'text-right')}>
            {t('common.actions')}
          </th>
        </tr>
      </thead>
      <tbody>
        {buses.map((bus) => (
          <tr key={bus._id} className="hover:bg-stone-50">
            <th scope="row" className={cn(tdClasses, 'font-semibold')}>
              {bus.name}
            </th>
            <td className={cn(tdClasses, 'font-mono text-xs whitespace-nowrap')}>{bus.busId}</td>
            <td className={tdClasses}>
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-brand-900">
                {bus.company?.name || t('buses.unknownCompany')}
              </span>
            </td>
            <td className={cn(tdClasses, 'tabular-nums')}>{bus.totalSeats}</td>
            <td className={tdClasses}>{bus.layout}</td>
            <td className={tdClasses}>
              {bus.amenities.length === 0 ? (
                <span className="text-stone-600">{t('buses.noAmenities')}</span>
              ) : (
                <div className="flex flex-wrap gap-1">
                  {bus.amenities.slice(0, 2).map((amenity) => (
                    <span
                      key={amenity}
                      className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-800"
                    >
                      {amenity}
                    </span>
                  ))}
                  {bus.amenities.length > 2 && (
                    <span
                      className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-bold text-stone-800"
                      title={bus.amenities.slice(2).join(', ')}
                    >
                      +{bus.amenities.length - 2}
                    </span>
                  )}
                </div>
              )}
            </td>
            <td className={cn(tdClasses, 'text-right whitespace-nowrap')}>
              <IconButton
                icon={Pencil}
                label={t('buses.editLabel', { name: bus.name })}
                onClick={() => onEdit(bus)}
              />
              <IconButton
                icon={Trash2}
                tone="danger"
                label={t('buses.deleteLabel', { name: bus.name })}
                onClick={() => onDelete(bus)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}
