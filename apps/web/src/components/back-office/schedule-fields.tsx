import { arrivalDayOffset, arrivalFor, durationText, parseDurationText } from '@gbaka/shared';
import { useEffect, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useErrorText } from '@/lib/use-error-text';

/** The schedule's names in the forms that use it: the trip form calls its duration `duration`. */
type ScheduleValues = Record<'departureTime' | 'arrivalTime' | 'duration' | 'durationMinutes', string>;

interface ScheduleFieldsProps {
  idPrefix: string;
  durationName: 'duration' | 'durationMinutes';
  /** A field shown first, in the same grid (the trip's date). */
  children?: ReactNode;
}

/**
 * The times of a departure, in the trip and timetable forms (inside their FormProvider): a departure time and a
 * duration in minutes are typed; the arrival follows from them, is shown, and is kept in the form's `arrivalTime`
 * for the schema that asks for it. Nobody types it, so it cannot disagree with the duration.
 */
export function ScheduleFields({ idPrefix, durationName, children }: ScheduleFieldsProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = useFormContext<ScheduleValues>();
  const [departure = '', duration = ''] = useWatch({ control, name: ['departureTime', durationName] });
  const minutes = parseDurationText(duration);
  const arrival = arrivalFor(departure, minutes);
  const daysLater = arrival && minutes ? arrivalDayOffset(departure, minutes) : 0;
  useEffect(() => {
    setValue('arrivalTime', arrival ?? '');
  }, [arrival, setValue]);

  const id = (name: string) => `${idPrefix}-${name}`;
  const arrivalError = arrival ? errorText(errors.arrivalTime) : undefined;
  return (
    <div className={cn('grid gap-4', children ? 'sm:grid-cols-2' : 'sm:grid-cols-3')}>
      {children}
      <Field
        id={id('departureTime')}
        label={t('schedule.departureTime')}
        error={errorText(errors.departureTime)}
      >
        {(control) => <Input {...control} type="time" {...register('departureTime')} />}
      </Field>
      <Field
        id={id(durationName)}
        label={t('schedule.duration')}
        hint={minutes ? `= ${durationText(minutes)}` : undefined}
        error={errorText(errors[durationName])}
      >
        {(control) => (
          <Input {...control} type="number" inputMode="numeric" min={1} {...register(durationName)} />
        )}
      </Field>
      <div className="space-y-1.5">
        <Label htmlFor={id('arrivalTime')}>{t('schedule.arrival')}</Label>
        <output
          id={id('arrivalTime')}
          aria-describedby={arrivalError ? `${id('arrivalTime')}-error` : undefined}
          className="flex min-h-11 items-center gap-2 rounded-lg border border-dashed border-stone-300 bg-stone-50 px-3 font-semibold text-stone-950 tabular-nums"
        >
          {arrival ?? (
            <span className="text-sm font-normal text-stone-600">{t('schedule.arrivalPending')}</span>
          )}
          {daysLater > 0 && (
            <>
              {' '}
              <span className="text-sm font-normal text-stone-700">
                {t('schedule.daysLater', { count: daysLater })}
              </span>
            </>
          )}
        </output>
        <FieldError id={`${id('arrivalTime')}-error`}>{arrivalError}</FieldError>
      </div>
    </div>
  );
}
