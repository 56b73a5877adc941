import { adminTimetableSchema, joinList, type AdminTimetable, type AdminTimetableView } from '@gbaka/shared';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { applyServerErrors, useSchemaForm } from '@/lib/schema-form';
import { useErrorText } from '@/lib/use-error-text';
import { useAdminMutation } from '../../api/admin-query';
import { createTimetable, updateTimetable, type TimetableSaved } from '../../api/timetables';
import { ISO_DAYS, weekdayName } from '@/lib/weekdays';
import { FormFooter } from '@/components/back-office/form-footer';
import { LineFields } from '../shared/line-fields';
import { ListFields } from '@/components/back-office/list-fields';
import { ScheduleFields } from '@/components/back-office/schedule-fields';

type TextField =
  | 'companyId'
  | 'fromCityId'
  | 'toCityId'
  | 'busId'
  | 'departureTime'
  | 'durationMinutes'
  | 'arrivalTime'
  | 'price'
  | 'stops'
  | 'amenities'
  | 'features';
type TimetableFormValues = Record<TextField, string> & {
  daysOfWeek: string[];
  popular: boolean;
  active: boolean;
};

function defaults(line: AdminTimetableView | null, companyId: string): TimetableFormValues {
  return {
    companyId: line?.company._id ?? companyId,
    fromCityId: line?.from._id ?? '',
    toCityId: line?.to._id ?? '',
    busId: line?.bus._id ?? '',
    daysOfWeek: (line?.daysOfWeek ?? [1, 2, 3, 4, 5, 6, 7]).map(String),
    departureTime: line?.departureTime ?? '',
    durationMinutes: line ? String(line.durationMinutes) : '',
    arrivalTime: line?.arrivalTime ?? '',
    price: line ? String(line.price) : '',
    stops: line ? joinList(line.stops) : '',
    amenities: line ? joinList(line.amenities) : '',
    features: line ? joinList(line.features) : '',
    popular: line?.popular ?? false,
    active: line?.active ?? true,
  };
}

interface TimetableFormProps {
  line: AdminTimetableView | null;
  companyId: string;
  onSaved: (answer: TimetableSaved) => void;
}

/** A company's regular line: once saved, the API generates its dated trips for the coming weeks. */
export function TimetableForm({ line, companyId, onSaved }: TimetableFormProps) {
  const { t, i18n } = useTranslation('admin');
  const errorText = useErrorText();
  const form = useSchemaForm(adminTimetableSchema, {
    mode: 'onTouched',
    defaultValues: defaults(line, companyId),
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const save = useAdminMutation({
    mutationFn: (body: AdminTimetable) =>
      line ? updateTimetable({ id: line._id, body }) : createTimetable(body),
    success: (answer) => answer.message,
    failure: t('timetables.saveError'),
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      onSaved(await save.mutateAsync(values));
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <LineFields
          idPrefix="timetable"
          names={{ from: 'fromCityId', to: 'toCityId', company: 'companyId', bus: 'busId' }}
        />
        <fieldset
          className="space-y-2"
          aria-describedby={errors.daysOfWeek ? 'timetable-days-error' : undefined}
        >
          <legend className="text-sm font-semibold text-stone-800">{t('timetables.days')}</legend>
          <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
            {ISO_DAYS.map((day) => (
              <label
                key={day}
                className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-stone-300 px-2 text-sm font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900"
              >
                <input
                  type="checkbox"
                  value={String(day)}
                  className="size-4 accent-brand-700"
                  aria-label={weekdayName(day, i18n.language, 'long')}
                  {...register('daysOfWeek')}
                />
                <span aria-hidden="true">{weekdayName(day, i18n.language)}</span>
              </label>
            ))}
          </div>
          <FieldError id="timetable-days-error">{errorText(errors.daysOfWeek)}</FieldError>
        </fieldset>
        <ScheduleFields idPrefix="timetable" durationName="durationMinutes" />
        <Field id="timetable-price" label={t('timetables.price')} error={errorText(errors.price)}>
          {(control) => <Input {...control} inputMode="numeric" placeholder="8000" {...register('price')} />}
        </Field>
        <ListFields idPrefix="timetable" register={register} errors={errors} />
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          <Checkbox id="timetable-popular" label={t('trips.fields.popular')} {...register('popular')} />
          <Checkbox id="timetable-active" label={t('timetables.active')} {...register('active')} />
        </div>
        <FormFooter
          submitting={isSubmitting}
          submitLabel={line ? t('common.save') : t('timetables.createAndGenerate')}
        />
      </form>
    </FormProvider>
  );
}
