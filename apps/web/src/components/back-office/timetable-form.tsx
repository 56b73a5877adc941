import { joinList, type AdminTimetableView, type operatorTimetableSchema } from '@gbaka/shared';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { submitTo, useSchemaForm } from '@/lib/schema-form';
import { useErrorText } from '@/lib/use-error-text';
import { ISO_DAYS, weekdayName } from '@/lib/weekdays';
import { FormFooter } from './form-footer';
import { ListFields } from './list-fields';
import { ScheduleFields } from './schedule-fields';

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

const defaults = (line: AdminTimetableView | null, companyId: string): TimetableFormValues => ({
  companyId: line?.company._id ?? companyId,
  fromCityId: line?.from._id ?? '',
  toCityId: line?.to._id ?? '',
  busId: line?.bus._id ?? '',
  daysOfWeek: (line?.daysOfWeek ?? ISO_DAYS).map(String),
  departureTime: line?.departureTime ?? '',
  durationMinutes: line ? String(line.durationMinutes) : '',
  arrivalTime: line?.arrivalTime ?? '',
  price: line ? String(line.price) : '',
  stops: line ? joinList(line.stops) : '',
  amenities: line ? joinList(line.amenities) : '',
  features: line ? joinList(line.features) : '',
  popular: line?.popular ?? false,
  active: line?.active ?? true,
});

/** The labels, which each area words its own way (fr/en/es in its catalogue). */
export type TimetableFormText = Record<'days' | 'price' | 'popular' | 'active' | 'submit', string>;

interface TimetableFormProps<TBody extends FieldValues, TAnswer> {
  line: AdminTimetableView | null;
  /** The back office's schema, with the company, or the workspace's, without (the caller's company). */
  schema: z.ZodType<TBody, z.input<typeof operatorTimetableSchema>>;
  /** The company a new line starts with (the back office's chosen one); a workspace's is the caller's. */
  companyId?: string;
  /** Creates or updates the line through the area's endpoint; rejects when the API refuses. */
  save: (body: TBody) => Promise<TAnswer>;
  onSaved: (answer: TAnswer) => void;
  text: TimetableFormText;
  /**
   * The cities and the bus (with the company, in the back office), inside the form's FormProvider, named
   * fromCityId, toCityId, busId (and companyId).
   */
  lineFields: ReactNode;
}

/**
 * A company's regular line with its days and fare, in the back office and in a company's workspace: once saved,
 * the API generates its departures for the coming weeks, and a change keeps the sold seats' departures as they are.
 */
export function TimetableForm<TBody extends FieldValues, TAnswer>({
  line,
  schema,
  companyId = '',
  save,
  onSaved,
  text,
  lineFields,
}: TimetableFormProps<TBody, TAnswer>) {
  const { i18n } = useTranslation();
  const errorText = useErrorText();
  const form = useSchemaForm(schema, { mode: 'onTouched', defaultValues: defaults(line, companyId) });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submitTo(form, save, onSaved)} className="space-y-4">
        {lineFields}
        <fieldset
          className="space-y-2"
          aria-describedby={errors.daysOfWeek ? 'timetable-days-error' : undefined}
        >
          <legend className="text-sm font-semibold text-stone-800">{text.days}</legend>
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
        <Field id="timetable-price" label={text.price} error={errorText(errors.price)}>
          {(control) => <Input {...control} inputMode="numeric" placeholder="8000" {...register('price')} />}
        </Field>
        <ListFields idPrefix="timetable" register={register} errors={errors} />
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          <Checkbox id="timetable-popular" label={text.popular} {...register('popular')} />
          <Checkbox id="timetable-active" label={text.active} {...register('active')} />
        </div>
        <FormFooter submitting={isSubmitting} submitLabel={text.submit} />
      </form>
    </FormProvider>
  );
}
