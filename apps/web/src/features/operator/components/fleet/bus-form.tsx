import { operatorBusSchema, type AdminBusView, type OperatorBusInput } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { BusForm as BusFormBody } from '@/components/back-office/bus-form';
import { createBus, updateBus } from '../../api/fleet';
import { useOperatorMutation } from '../../api/operator-query';

/** A bus of the company: the back office's form and rules, without the company (the caller's). */
export function BusForm({ bus, onDone }: { bus: AdminBusView | null; onDone: () => void }) {
  const { t } = useTranslation('operator');
  const save = useOperatorMutation({
    mutationFn: (body: OperatorBusInput) => (bus ? updateBus({ id: bus._id, body }) : createBus(body)),
    success: () => (bus ? t('fleet.updated') : t('fleet.created')),
    failure: t('fleet.saveError'),
  });
  const optional = (label: string) => t('common.optional', { label });
  return (
    <BusFormBody
      bus={bus}
      schema={operatorBusSchema}
      save={save.mutateAsync}
      onDone={onDone}
      text={{
        name: t('fleet.name'),
        busId: t('fleet.busId'),
        seats: t('fleet.seats'),
        layout: t('fleet.layout'),
        layoutHint: '2x2, 2x1…',
        model: optional(t('fleet.model')),
        type: optional(t('fleet.type')),
        amenities: optional(t('fleet.amenities')),
        amenitiesHint: t('common.commaHint', { example: 'wifi, ac, power' }),
        submit: bus ? t('common.save') : t('fleet.add'),
      }}
    />
  );
}
