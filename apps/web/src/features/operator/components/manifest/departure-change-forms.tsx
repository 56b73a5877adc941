import { departureCancelSchema, departureDelaySchema, fareChangeSchema, type Departure } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '@/components/back-office/form-footer';
import { Textarea } from '@/components/back-office/textarea';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { submitTo, useSchemaForm } from '@/lib/schema-form';
import { useErrorText } from '@/lib/use-error-text';
import { cancelDeparture, changeFare, delayDeparture } from '../../api/departures';
import { useOperatorMutation } from '../../api/operator-query';

interface ChangeFormProps {
  departure: Departure;
  onDone: () => void;
}

/** A delay in minutes (0 withdraws it) and its reason: every passenger is told by SMS and mail. */
export function DelayForm({ departure, onDone }: ChangeFormProps) {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  const form = useSchemaForm(departureDelaySchema, {
    mode: 'onTouched',
    defaultValues: { minutes: String(departure.delayMinutes || ''), reason: departure.delayReason ?? '' },
  });
  const save = useOperatorMutation({
    mutationFn: delayDeparture,
    success: (answer) => answer.message,
    failure: t('delay.error'),
  });
  const { register, formState } = form;
  const onSubmit = submitTo(form, (body) => save.mutateAsync({ id: departure._id, body }), onDone);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field
        id="delay-minutes"
        label={t('delay.minutes')}
        hint={t('delay.minutesHint')}
        error={errorText(formState.errors.minutes)}
      >
        {(control) => (
          <Input {...control} type="number" inputMode="numeric" min={0} {...register('minutes')} />
        )}
      </Field>
      <Field id="delay-reason" label={t('delay.reason')} error={errorText(formState.errors.reason)}>
        {(control) => <Textarea {...control} rows={3} {...register('reason')} />}
      </Field>
      <FormFooter submitting={formState.isSubmitting} submitLabel={t('delay.submit')} />
    </form>
  );
}

/** A cancellation and its reason: every booking is cancelled with a full refund due, and each passenger told. */
export function CancelForm({ departure, onDone }: ChangeFormProps) {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  const form = useSchemaForm(departureCancelSchema, { mode: 'onTouched', defaultValues: { reason: '' } });
  const save = useOperatorMutation({
    mutationFn: cancelDeparture,
    success: (answer) => answer.message,
    failure: t('cancel.error'),
  });
  const { register, formState } = form;
  const onSubmit = submitTo(form, ({ reason }) => save.mutateAsync({ id: departure._id, reason }), onDone);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Alert variant="warning" title={t('cancel.warningTitle', { count: departure.sold + departure.held })}>
        {t('cancel.warning')}
      </Alert>
      <Field id="cancel-reason" label={t('cancel.reason')} error={errorText(formState.errors.reason)}>
        {(control) => <Textarea {...control} rows={3} {...register('reason')} />}
      </Field>
      <FormFooter submitting={formState.isSubmitting} submitLabel={t('cancel.submit')} tone="danger" />
    </form>
  );
}

/** The price of the seats still on sale; sold seats keep theirs. */
export function FareForm({ departure, onDone }: ChangeFormProps) {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  const form = useSchemaForm(fareChangeSchema, {
    mode: 'onTouched',
    defaultValues: { price: String(departure.price) },
  });
  const save = useOperatorMutation({
    mutationFn: changeFare,
    success: (answer) => answer.message,
    failure: t('fare.error'),
  });
  const { register, formState } = form;
  const onSubmit = submitTo(form, ({ price }) => save.mutateAsync({ id: departure._id, price }), onDone);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field
        id="fare-price"
        label={t('fleet.price')}
        hint={t('fare.hint')}
        error={errorText(formState.errors.price)}
      >
        {(control) => <Input {...control} inputMode="numeric" {...register('price')} />}
      </Field>
      <FormFooter submitting={formState.isSubmitting} submitLabel={t('fare.submit')} />
    </form>
  );
}
