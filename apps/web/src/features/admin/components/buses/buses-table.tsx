import type { AdminBusView } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/ui/data-table';
import { useEditDeleteActions, type EditDelete } from '../shared/row-actions';

/** SPEC §2 Buses: name, id in monospace, company badge, seats, layout, amenities (2 then "+N"), actions. */
export function BusesTable({
  buses,
  ...handlers
}: { buses: readonly AdminBusView[] } & EditDelete<AdminBusView>) {
  const { t } = useTranslation('admin');
  const actions = useEditDeleteActions('buses', (bus: AdminBusView) => bus.name, handlers);
  const columns: Column<AdminBusView>[] = [
    { id: 'name', header: t('buses.name'), rowHeader: true, cell: (bus) => bus.name },
    {
      id: 'busId',
      header: t('buses.busId'),
      className: 'font-mono text-xs whitespace-nowrap',
      cell: (bus) => bus.busId,
    },
    {
      id: 'company',
      header: t('buses.company'),
      cell: (bus) => (
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-brand-900">
          {bus.company?.name || t('buses.unknownCompany')}
        </span>
      ),
    },
    { id: 'seats', header: t('buses.seats'), className: 'tabular-nums', cell: (bus) => bus.totalSeats },
    { id: 'layout', header: t('buses.layout'), cell: (bus) => bus.layout },
    { id: 'amenities', header: t('buses.amenities'), cell: (bus) => <Amenities amenities={bus.amenities} /> },
  ];
  return (
    <DataTable
      label={t('buses.tableLabel')}
      rows={buses}
      rowKey={(bus) => bus._id}
      columns={columns}
      actions={actions}
    />
  );
}

function Amenities({ amenities }: { amenities: readonly string[] }) {
  const { t } = useTranslation('admin');
  if (amenities.length === 0) return <span className="text-stone-600">{t('buses.noAmenities')}</span>;
  return (
    <div className="flex flex-wrap gap-1">
      {amenities.slice(0, 2).map((amenity) => (
        <span key={amenity} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-800">
          {amenity}
        </span>
      ))}
      {amenities.length > 2 && (
        <span
          className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-bold text-stone-800"
          title={amenities.slice(2).join(', ')}
        >
          +{amenities.length - 2}
        </span>
      )}
    </div>
  );
}
