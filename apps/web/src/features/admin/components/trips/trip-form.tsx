import {
  ADMIN_TRIP_REQUIRED_FIELDS,
  adminTripSchema,
  joinList,
  missingFields,
  type AdminBusView,
  type AdminTrip,
  type AdminTripView,
} from '@gbaka/shared';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { applyServerErrors, useSchemaForm } from '@/lib/schema-form';
import { useErrorText } from '@/lib/use-error-text';
import { useAdminMutation } from '../../api/admin-query';
import { createTrip, updateTrip } from '../../api/trips';
import { FormFooter } from '@/components/back-office/form-footer';
import { LineFields } from '../shared/line-fields';
import { ListFields } from '@/components/back-office/list-fields';
import { ScheduleFields } from '@/components/back-office/schedule-fields';

type TextField = (typeof ADMIN_TRIP_REQUIRED_FIELDS)[number] | 'stops' | 'amenities' | 'features';
type TripFormValues = Record<TextField, string> & { popular: boolean };

function defaults(trip: AdminTripView | null): TripFormValues {
  return {
    from: trip?.from._id ?? '',
    to: trip?.to._id ?? '',
    departureDate: trip?.departureDate ?? '',
    departureTime: trip?.departureTime ?? '',
    arrivalTime: trip?.arrivalTime ?? '',
    // Typed in minutes, as in the timetable form.
    duration: trip ? String(trip.durationMinutes) : '',
    price: trip ? String(trip.price) : '',
    availableSeats: trip ? String(trip.availableSeats) : '',
    companyName: trip?.companyName._id ?? '',
    bus: trip?.bus?._id ?? '',
    stops: trip ? joinList(trip.stops) : '',
    amenities: trip ? joinList(trip.amenities) : '',
    features: trip ? joinList(trip.features) : '',
    popular: trip?.popular ?? false,
  };
}

/**
 * SPEC §5 Admin route form. Every field of ADMIN_TRIP_REQUIRED_FIELDS is required and a missing one is named in a
 * single message; the arrival follows from the departure and the duration (ScheduleFields).
 */
export function TripForm({ trip, onDone }: { trip: AdminTripView | null; onDone: () => void }) {
  const { t } = useTranslation(['admin', 'messages']);
  const errorText = useErrorText();
  const [missing, setMissing] = useState<TextField[]>([]);
  const form = useSchemaForm(adminTripSchema, {
    mode: 'onTouched',
    defaultValues: defaults(trip),
  });
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = form;
  const save = useAdminMutation({
    mutationFn: (body: AdminTrip) => (trip ? updateTrip({ id: trip._id, body }) : createTrip(body)),
    success: () => (trip ? t('trips.updated') : t('trips.created')),
    failure: trip ? t('trips.updateError') : t('trips.createError'),
  });

  const onBusChange = (bus: AdminBusView) => {
    if (!getValues('availableSeats')) setValue('availableSeats', String(bus.totalSeats));
  };

  const onSubmit = handleSubmit(
    async (values) => {
      setMissing([]);
      try {
        await save.mutateAsync(values);
        onDone();
      } catch (error) {
        applyServerErrors(form, error);
      }
    },
    // The arrival is not typed: it is missing exactly when the departure time or the duration is.
    () =>
      setMissing(missingFields(getValues(), ADMIN_TRIP_REQUIRED_FIELDS).filter((f) => f !== 'arrivalTime')),
  );

  const text = (name: TextField, props: Record<string, unknown> = {}) => (
    <Field id={`trip-${name}`} label={t(`trips.fields.${name}`)} error={errorText(errors[name])}>
      {(control) => <Input {...control} {...register(name)} {...props} />}
    </Field>
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {missing.length > 0 && (
          <Alert variant="error">
            {t('messages:missingFields', {
              fields: missing.map((field) => t(`trips.fields.${field}`)).join(', '),
            })}
          </Alert>
        )}
        <LineFields
          idPrefix="trip"
          names={{ from: 'from', to: 'to', company: 'companyName', bus: 'bus' }}
          onBusChange={onBusChange}
        >
          <ScheduleFields idPrefix="trip" durationName="duration">
            {text('departureDate', { type: 'date' })}
          </ScheduleFields>
        </LineFields>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('price', { inputMode: 'numeric', placeholder: '8000' })}
          {text('availableSeats', { type: 'number', inputMode: 'numeric', min: 0 })}
        </div>
        <ListFields idPrefix="trip" register={register} errors={errors} />
        <Checkbox id="trip-popular" label={t('trips.fields.popular')} {...register('popular')} />
        <FormFooter submitting={isSubmitting} submitLabel={trip ? t('common.save') : t('common.create')} />
      </form>
    </FormProvider>
  );
}
