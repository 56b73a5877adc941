import { extraDepartureSchema, type ExtraDeparture } from '@gbaka/shared';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '@/components/back-office/form-footer';
import { ScheduleFields } from '@/components/back-office/schedule-fields';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { submitTo, useSchemaForm } from '@/lib/schema-form';
import { useErrorText } from '@/lib/use-error-text';
import { addExtraDeparture } from '../../api/departures';
import { useOperatorMutation } from '../../api/operator-query';
import { LineSelects } from '../fleet/line-selects';

type Values = Record<
  | 'fromCityId'
  | 'toCityId'
  | 'busId'
  | 'departureDate'
  | 'departureTime'
  | 'durationMinutes'
  | 'arrivalTime'
  | 'price'
  | 'stops'
  | 'amenities',
  string
>;

/** "Ajouter un départ": an extra departure of the company on a busy day, outside its timetables. */
export function ExtraDepartureForm({ day, onDone }: { day: string; onDone: () => void }) {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  const form = useSchemaForm(extraDepartureSchema, {
    mode: 'onTouched',
    defaultValues: {
      fromCityId: '',
      toCityId: '',
      busId: '',
      departureDate: day,
      departureTime: '',
      durationMinutes: '',
      arrivalTime: '',
      price: '',
      stops: '',
      amenities: '',
    } satisfies Values,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const save = useOperatorMutation({
    mutationFn: (body: ExtraDeparture) => addExtraDeparture(body),
    success: (answer) => answer.message,
    failure: t('extra.saveError'),
  });
  const onSubmit = submitTo(form, save.mutateAsync, onDone);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <LineSelects idPrefix="extra" />
        <ScheduleFields idPrefix="extra" durationName="durationMinutes">
          <Field id="extra-date" label={t('extra.date')} error={errorText(errors.departureDate)}>
            {(control) => <Input {...control} type="date" {...register('departureDate')} />}
          </Field>
        </ScheduleFields>
        <Field id="extra-price" label={t('fleet.price')} error={errorText(errors.price)}>
          {(control) => <Input {...control} inputMode="numeric" placeholder="8000" {...register('price')} />}
        </Field>
        <FormFooter submitting={isSubmitting} submitLabel={t('extra.submit')} />
      </form>
    </FormProvider>
  );
}
