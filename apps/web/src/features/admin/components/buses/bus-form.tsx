import { adminBusSchema, type AdminBus, type AdminBusView } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { BusForm as BusFormBody } from '@/components/back-office/bus-form';
import { useAdminMutation } from '../../api/admin-query';
import { createBus, updateBus } from '../../api/buses';
import { useCompanies } from '../../api/companies';

/** SPEC §5 Bus form, with the company the bus belongs to. */
export function BusForm({ bus, onDone }: { bus: AdminBusView | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const companies = useCompanies();
  const save = useAdminMutation({
    mutationFn: (body: AdminBus) => (bus ? updateBus({ id: bus._id, body }) : createBus(body)),
    success: () => (bus ? t('buses.updated') : t('buses.created')),
    failure: t('buses.saveError'),
  });
  const optional = (label: string) => t('common.optional', { label });
  return (
    <BusFormBody
      bus={bus}
      schema={adminBusSchema}
      save={save.mutateAsync}
      onDone={onDone}
      company={{
        label: t('buses.company'),
        placeholder: t('buses.chooseCompany'),
        options: companies.data?.data,
      }}
      text={{
        name: t('buses.name'),
        busId: t('buses.busId'),
        seats: t('buses.seats'),
        layout: t('buses.layout'),
        layoutHint: t('buses.layoutHint'),
        model: optional(t('buses.model')),
        type: optional(t('buses.type')),
        amenities: optional(t('buses.amenities')),
        amenitiesHint: t('common.commaHint', { example: 'wifi, ac, power' }),
        submit: bus ? t('common.save') : t('common.create'),
      }}
    />
  );
}
