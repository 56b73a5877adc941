import { joinList, operatorBusSchema, type AdminBusView, type OperatorBusInput } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '@/components/back-office/form-footer';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { applyServerErrors, useSchemaForm } from '@/lib/schema-form';
import { useErrorText } from '@/lib/use-error-text';
import { createBus, updateBus } from '../../api/fleet';
import { useOperatorMutation } from '../../api/operator-query';

type Values = Record<'name' | 'busId' | 'totalSeats' | 'layout' | 'model' | 'type' | 'amenities', string>;

const defaults = (bus: AdminBusView | null): Values => ({
  name: bus?.name ?? '',
  busId: bus?.busId ?? '',
  totalSeats: bus ? String(bus.totalSeats) : '',
  layout: bus?.layout ?? '2x2',
  model: bus?.model ?? '',
  type: bus?.type ?? '',
  amenities: bus ? joinList(bus.amenities) : '',
});

/** A bus of the company: the back office's rules (a bus that sold seats cannot lose them). */
export function BusForm({ bus, onDone }: { bus: AdminBusView | null; onDone: () => void }) {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  const form = useSchemaForm(operatorBusSchema, { mode: 'onTouched', defaultValues: defaults(bus) });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const save = useOperatorMutation({
    mutationFn: (body: OperatorBusInput) => (bus ? updateBus({ id: bus._id, body }) : createBus(body)),
    success: () => (bus ? t('fleet.updated') : t('fleet.created')),
    failure: t('fleet.saveError'),
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onDone();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  const optional = (label: string) => t('common.optional', { label });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field id="bus-name" label={t('fleet.name')} error={errorText(errors.name)}>
        {(control) => <Input {...control} {...register('name')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="bus-busId" label={t('fleet.busId')} error={errorText(errors.busId)}>
          {(control) => (
            <Input {...control} {...register('busId')} className="font-mono" placeholder="CI-0000-XX" />
          )}
        </Field>
        <Field id="bus-totalSeats" label={t('fleet.seats')} error={errorText(errors.totalSeats)}>
          {(control) => (
            <Input {...control} {...register('totalSeats')} type="number" inputMode="numeric" min={1} />
          )}
        </Field>
        <Field id="bus-layout" label={t('fleet.layout')} hint="2x2, 2x1…" error={errorText(errors.layout)}>
          {(control) => <Input {...control} {...register('layout')} />}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="bus-model" label={optional(t('fleet.model'))} error={errorText(errors.model)}>
          {(control) => <Input {...control} {...register('model')} />}
        </Field>
        <Field id="bus-type" label={optional(t('fleet.type'))} error={errorText(errors.type)}>
          {(control) => <Input {...control} {...register('type')} />}
        </Field>
      </div>
      <Field
        id="bus-amenities"
        label={optional(t('fleet.amenities'))}
        hint={t('common.commaHint', { example: 'wifi, ac, power' })}
        error={errorText(errors.amenities)}
      >
        {(control) => <Input {...control} {...register('amenities')} />}
      </Field>
      <FormFooter submitting={isSubmitting} submitLabel={bus ? t('common.save') : t('fleet.add')} />
    </form>
  );
}
