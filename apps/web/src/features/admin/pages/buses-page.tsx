import { useTranslation } from 'react-i18next';
import { deleteBus, useBuses } from '../api/buses';
import { BusForm } from '../components/buses/bus-form';
import { BusesTable } from '../components/buses/buses-table';
import { ReferenceListPage } from '../components/shared/reference-list-page';

/** SPEC §2 Admin Buses ("Gestion des bus"). */
export function BusesPage() {
  const { t } = useTranslation('admin');
  return (
    <ReferenceListPage
      section="buses"
      useItems={useBuses}
      remove={deleteBus}
      deleteConfirm={(bus) => t('buses.deleteConfirm', { name: bus.name })}
      table={(buses, actions) => <BusesTable buses={buses} {...actions} />}
      form={(bus, onDone) => <BusForm bus={bus} onDone={onDone} />}
      showAllLabel={t('buses.showAll')}
    />
  );
}
