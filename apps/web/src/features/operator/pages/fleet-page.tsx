import type { AdminBusView } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/ui/data-table';
import { deleteBus, useBuses } from '../api/fleet';
import { BusForm } from '../components/fleet/bus-form';
import { ManagedListPage } from '../components/managed-list-page';

/** "Flotte": the company's buses. */
export function FleetPage() {
  const { t } = useTranslation('operator');
  const columns: Column<AdminBusView>[] = [
    { id: 'name', header: t('fleet.name'), rowHeader: true, cell: (bus) => bus.name },
    { id: 'busId', header: t('fleet.busId'), className: 'font-mono text-xs', cell: (bus) => bus.busId },
    { id: 'seats', header: t('fleet.seats'), align: 'end', cell: (bus) => bus.totalSeats },
    { id: 'layout', header: t('fleet.layout'), cell: (bus) => bus.layout },
    { id: 'amenities', header: t('fleet.amenities'), cell: (bus) => bus.amenities.join(', ') },
  ];
  return (
    <ManagedListPage
      section="fleet"
      query={useBuses()}
      name={(bus) => bus.name}
      remove={deleteBus}
      table={(buses, actions) => (
        <DataTable
          label={t('fleet.title')}
          rows={buses}
          rowKey={(bus) => bus._id}
          columns={columns}
          actions={actions}
        />
      )}
      form={(bus, onDone) => <BusForm bus={bus} onDone={onDone} />}
    />
  );
}
