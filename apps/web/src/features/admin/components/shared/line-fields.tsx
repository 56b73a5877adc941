import type { AdminBusView } from '@gbaka/shared';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBuses } from '../../api/buses';
import { useCities } from '../../api/cities';
import { useCompanies } from '../../api/companies';
import { busOption, isOtherCompanyBus } from '../../utils/buses';
import { RefSelect } from '@/components/back-office/ref-select';

/** The line's names in the forms that use it: the trip form keeps the API's route names. */
type LineValues = Record<
  'from' | 'to' | 'companyName' | 'bus' | 'fromCityId' | 'toCityId' | 'companyId' | 'busId',
  string
>;
type LineNames =
  | { from: 'from'; to: 'to'; company: 'companyName'; bus: 'bus' }
  | { from: 'fromCityId'; to: 'toCityId'; company: 'companyId'; bus: 'busId' };

interface LineFieldsProps {
  idPrefix: string;
  names: LineNames;
  /** After a bus was chosen (the trip form fills its seats from it). */
  onBusChange?: (bus: AdminBusView) => void;
  /** Fields shown between the cities and the operator (the trip's schedule). */
  children?: ReactNode;
}

/**
 * Where a trip or a regular line runs and who runs it, in the trip and timetable forms (inside their
 * FormProvider): departure and arrival cities, then the company and one of its buses. The bus list is the chosen
 * company's, and choosing another company clears a bus that is not its own.
 */
export function LineFields({ idPrefix, names, onBusChange, children }: LineFieldsProps) {
  const { t } = useTranslation('admin');
  const { control, getValues, setValue } = useFormContext<LineValues>();
  const cities = useCities();
  const companies = useCompanies();
  const buses = useBuses();
  const companyId = useWatch({ control, name: names.company });
  const allBuses = buses.data?.data;
  const companyBuses = companyId
    ? allBuses?.filter((bus) => bus.company._id === companyId).map(busOption)
    : [];

  const select = (
    key: keyof LineNames,
    label: string,
    placeholder: string,
    options: readonly { _id: string; name: string }[] | undefined,
    onChange?: (value: string) => void,
  ) => (
    <RefSelect
      control={control}
      name={names[key]}
      id={`${idPrefix}-${names[key]}`}
      label={label}
      placeholder={placeholder}
      options={options}
      onChange={onChange}
    />
  );
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {select('from', t('trips.fields.from'), t('common.chooseCity'), cities.data?.data)}
        {select('to', t('trips.fields.to'), t('common.chooseCity'), cities.data?.data)}
      </div>
      {children}
      <div className="grid gap-4 sm:grid-cols-2">
        {select(
          'company',
          t('trips.fields.companyName'),
          t('common.chooseCompany'),
          companies.data?.data,
          (company) => {
            if (isOtherCompanyBus(allBuses, getValues(names.bus), company)) setValue(names.bus, '');
          },
        )}
        {select(
          'bus',
          t('trips.fields.bus'),
          companyId ? t('common.chooseBus') : t('common.companyFirst'),
          companyBuses,
          (busId) => {
            const bus = allBuses?.find((candidate) => candidate._id === busId);
            if (bus) onBusChange?.(bus);
          },
        )}
      </div>
    </>
  );
}
