import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '@/components/back-office/ref-select';
import { useBuses, useCities } from '../../api/fleet';

type LineValues = { fromCityId: string; toCityId: string; busId: string };

/**
 * The departure and arrival cities and one of the company's buses, in the timetable and extra-departure forms
 * (the back office's LineFields, without the company: the workspace has its own). Inside the form's FormProvider.
 */
export function LineSelects({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation('operator');
  const cities = useCities();
  const buses = useBuses();
  const busOptions = buses.data?.map((bus) => ({ _id: bus._id, name: `${bus.name} · ${bus.busId}` }));
  const form = useFormContext<LineValues>().control;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <RefSelect
        control={form}
        name="fromCityId"
        id={`${idPrefix}-from`}
        label={t('fleet.from')}
        placeholder={t('fleet.chooseCity')}
        options={cities.data}
      />
      <RefSelect
        control={form}
        name="toCityId"
        id={`${idPrefix}-to`}
        label={t('fleet.to')}
        placeholder={t('fleet.chooseCity')}
        options={cities.data}
      />
      <RefSelect
        control={form}
        name="busId"
        id={`${idPrefix}-bus`}
        label={t('fleet.bus')}
        placeholder={t('fleet.chooseBus')}
        options={busOptions}
      />
    </div>
  );
}
