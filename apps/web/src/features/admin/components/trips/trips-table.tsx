import { formatDay, formatFcfa, type AdminTripView } from '@gbaka/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/ui/data-table';
import { useEditDeleteActions, type EditDelete } from '../shared/row-actions';

interface TripsTableProps extends EditDelete<AdminTripView> {
  trips: readonly AdminTripView[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (select: boolean) => void;
}

const checkboxClasses = 'size-5 cursor-pointer accent-brand-700';
const badge = 'rounded-full px-2 py-0.5 text-xs font-bold';
const small = 'block text-xs whitespace-nowrap text-stone-700';
const tripName = (trip: AdminTripView) => `${trip.from.name} → ${trip.to.name}`;

/** SPEC §2 Routes: row selection with select-all on the current page, one line per departure. */
export function TripsTable({ trips, selected, onToggle, onToggleAll, ...handlers }: TripsTableProps) {
  const { t, i18n } = useTranslation('admin');
  const actions = useEditDeleteActions('trips', tripName, handlers);
  const all = trips.length > 0 && trips.every((trip) => selected.has(trip._id));
  const some = trips.some((trip) => selected.has(trip._id));
  const allRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = some && !all;
  }, [some, all]);

  const columns: Column<AdminTripView>[] = [
    {
      id: 'select',
      className: 'w-12',
      header: (
        <input
          ref={allRef}
          type="checkbox"
          className={checkboxClasses}
          checked={all}
          aria-label={t('trips.selectAll')}
          onChange={(event) => onToggleAll(event.target.checked)}
        />
      ),
      cell: (trip) => (
        <input
          type="checkbox"
          className={checkboxClasses}
          checked={selected.has(trip._id)}
          aria-label={t('trips.selectOne', {
            name: tripName(trip),
            date: trip.departureDate,
            time: trip.departureTime,
          })}
          onChange={() => onToggle(trip._id)}
        />
      ),
    },
    {
      id: 'route',
      header: t('trips.route'),
      rowHeader: true,
      cell: (trip) => (
        <>
          <span className="whitespace-nowrap">{tripName(trip)}</span>
          {(trip.isPast || trip.timetableId) && (
            <span className="mt-1 flex flex-wrap gap-1">
              {trip.isPast && (
                <span className={`${badge} bg-stone-200 text-stone-800`}>{t('trips.past')}</span>
              )}
              {trip.timetableId && (
                <span className={`${badge} bg-sky-100 text-sky-900`}>{t('trips.regular')}</span>
              )}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'when',
      header: t('trips.when'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (trip) => (
        <>
          {formatDay(trip.departureDate, i18n.language, 'compact')}
          <span className={small}>
            {trip.departureTime} → {trip.arrivalTime} · {trip.duration}
          </span>
        </>
      ),
    },
    {
      id: 'operator',
      header: t('trips.operator'),
      cell: (trip) => (
        <>
          <span className="whitespace-nowrap">{trip.companyName.name}</span>
          {trip.bus && (
            <span className={small}>
              {trip.bus.name} · <span className="font-mono">{trip.bus.busNumber}</span>
            </span>
          )}
        </>
      ),
    },
    {
      id: 'price',
      header: t('trips.fields.price'),
      align: 'end',
      className: 'whitespace-nowrap tabular-nums',
      cell: (trip) => formatFcfa(trip.price),
    },
    {
      id: 'seats',
      header: t('trips.seats'),
      align: 'end',
      className: 'whitespace-nowrap tabular-nums',
      cell: (trip) => `${trip.availableSeats} / ${trip.seatsOnSale}`,
    },
  ];
  return (
    <DataTable
      label={t('trips.tableLabel')}
      minWidth="min-w-[52rem]"
      rows={trips}
      rowKey={(trip) => trip._id}
      rowTone={(trip) => (selected.has(trip._id) ? 'selected' : trip.isPast ? 'muted' : 'default')}
      columns={columns}
      actions={actions}
    />
  );
}
