import { formatFcfa, type AdminTripView } from '@gbaka/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { shortDate } from '../../utils/dates';
import { IconButton } from '@/components/ui/icon-button';
import { TableCard, tdClasses, thClasses } from '../shared/table';

interface TripsTableProps {
  trips: readonly AdminTripView[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (select: boolean) => void;
  onEdit: (trip: AdminTripView) => void;
  onDelete: (trip: AdminTripView) => void;
}

const checkboxClasses = 'size-5 cursor-pointer accent-brand-700';

/** SPEC §2 Routes: row selection with select-all on the current page, one line per departure. */
export function TripsTable({ trips, selected, onToggle, onToggleAll, onEdit, onDelete }: TripsTableProps) {
  const { t, i18n } = useTranslation('admin');
  const all = trips.length > 0 && trips.every((trip) => selected.has(trip._id));
  const some = trips.some((trip) => selected.has(trip._id));
  const allRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = some && !all;
  }, [some, all]);

  return (
    <TableCard label={t('trips.tableLabel')} minWidth="min-w-[52rem]">
      <thead>
        <tr>
          <th scope="col" className={cn(thClasses, 'w-12')}>
            <input
              ref={allRef}
              type="checkbox"
              className={checkboxClasses}
              checked={all}
              aria-label={t('trips.selectAll')}
              onChange={(event) => onToggleAll(event.target.checked)}
            />
          </th>
          <th scope="col" className={thClasses}>
            {t('trips.route')}
          </th>
          <th scope="col" className={thClasses}>
            {t('trips.when')}
          </th>
          <th scope="col" className={thClasses}>
            {t('trips.operator')}
          </th>
          <th scope="col" className={cn(thClasses, 'text-right')}>
            {t('trips.fields.price')}
          </th>
          <th scope="col" className={cn(thClasses, 'text-right')}>
            {t('trips.seats')}
          </th>
          <th scope="col" className={cn(thClasses, 'text-right')}>
            {t('common.actions')}
          </th>
        </tr>
      </thead>
      <tbody>
        {trips.map((trip) => {
          const name = `${trip.from.name} → ${trip.to.name}`;
          const isSelected = selected.has(trip._id);
          return (
            <tr
              key={trip._id}
              className={cn(
                isSelected ? 'bg-brand-50' : 'hover:bg-stone-50',
                trip.isPast && 'text-stone-700',
              )}
            >
              <td className={tdClasses}>
                <input
                  type="checkbox"
                  className={checkboxClasses}
                  checked={isSelected}
                  aria-label={t('trips.selectOne', {
                    name,
                    date: trip.departureDate,
                    time: trip.departureTime,
                  })}
                  onChange={() => onToggle(trip._id)}
                />
              </td>
              <th scope="row" className={cn(tdClasses, 'font-semibold')}>
                <span className="whitespace-nowrap">{name}</span>
                {(trip.isPast || trip.timetableId) && (
                  <span className="mt-1 flex flex-wrap gap-1">
                    {trip.isPast && (
                      <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-bold text-stone-800">
                        {t('trips.past')}
                      </span>
                    )}
                    {trip.timetableId && (
                      <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-bold text-sky-900">
                        {t('trips.regular')}
                      </span>
                    )}
                  </span>
                )}
              </th>
              <td className={cn(tdClasses, 'whitespace-nowrap tabular-nums')}>
                {shortDate(trip.departureDate, i18n.language)}
                <span className="block text-xs text-stone-700">
                  {trip.departureTime} → {trip.arrivalTime} · {trip.duration}
                </span>
              </td>
              <td className={tdClasses}>
                <span className="whitespace-nowrap">{trip.companyName.name}</span>
                {trip.bus && (
                  <span className="block text-xs whitespace-nowrap text-stone-700">
                    {trip.bus.name} · <span className="font-mono">{trip.bus.busNumber}</span>
                  </span>
                )}
              </td>
              <td className={cn(tdClasses, 'text-right whitespace-nowrap tabular-nums')}>
                {formatFcfa(trip.price)}
              </td>
              <td className={cn(tdClasses, 'text-right whitespace-nowrap tabular-nums')}>
                {trip.availableSeats} / {trip.seatsOnSale}
              </td>
              <td className={cn(tdClasses, 'text-right whitespace-nowrap')}>
                <IconButton
                  icon={Pencil}
                  label={t('trips.editLabel', { name })}
                  onClick={() => onEdit(trip)}
                />
                <IconButton
                  icon={Trash2}
                  tone="danger"
                  label={t('trips.deleteLabel', { name })}
                  onClick={() => onDelete(trip)}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableCard>
  );
}
