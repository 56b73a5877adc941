import { adminBusSchema, joinList, type AdminBus, type AdminBusView } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { applyServerErrors, useSchemaForm } from '@/lib/schema-form';
import { useErrorText } from '@/lib/use-error-text';
import { useAdminMutation } from '../../api/admin-query';
import { createBus, updateBus } from '../../api/buses';
import { useCompanies } from '../../api/companies';
import { FormFooter } from '@/components/back-office/form-footer';
import { RefSelect } from '@/components/back-office/ref-select';

type BusFormValues = Record<
  'name' | 'company' | 'busId' | 'totalSeats' | 'layout' | 'model' | 'type' | 'amenities',
  string
>;
const LAYOUTS = ['2x2', '2x1', '1x1', '3x2'];

function defaults(bus: AdminBusView | null): BusFormValues {
  return {
    name: bus?.name ?? '',
    company: bus?.company._id ?? '',
    busId: bus?.busId ?? '',
    totalSeats: bus ? String(bus.totalSeats) : '',
    layout: bus?.layout ?? '2x2',
    model: bus?.model ?? '',
    type: bus?.type ?? '',
    amenities: bus ? joinList(bus.amenities) : '',
  };
}

/** SPEC §5 Bus form: name, company, bus id, seats (at least 1) and layout required; amenities comma-separated. */
export function BusForm({ bus, onDone }: { bus: AdminBusView | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const companies = useCompanies();
  const form = useSchemaForm(adminBusSchema, {
    mode: 'onTouched',
    defaultValues: defaults(bus),
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const save = useAdminMutation({
    mutationFn: (body: AdminBus) => (bus ? updateBus({ id: bus._id, body }) : createBus(body)),
    success: () => (bus ? t('buses.updated') : t('buses.created')),
    failure: t('buses.saveError'),
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onDone();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field id="bus-name" label={t('buses.name')} error={errorText(errors.name)}>
        {(control) => <Input {...control} {...register('name')} />}
      </Field>
      <RefSelect
        control={form.control}
        name="company"
        id="bus-company"
        label={t('buses.company')}
        placeholder={t('buses.chooseCompany')}
        options={companies.data?.data}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="bus-busId" label={t('buses.busId')} error={errorText(errors.busId)}>
          {(control) => (
            <Input {...control} {...register('busId')} className="font-mono" placeholder="CI-0000-XX" />
          )}
        </Field>
        <Field id="bus-totalSeats" label={t('buses.seats')} error={errorText(errors.totalSeats)}>
          {(control) => (
            <Input {...control} {...register('totalSeats')} type="number" inputMode="numeric" min={1} />
          )}
        </Field>
        <Field
          id="bus-layout"
          label={t('buses.layout')}
          hint={t('buses.layoutHint')}
          error={errorText(errors.layout)}
        >
          {(control) => <Input {...control} {...register('layout')} list="bus-layouts" />}
        </Field>
        <datalist id="bus-layouts">
          {LAYOUTS.map((layout) => (
            <option key={layout} value={layout} />
          ))}
        </datalist>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="bus-model"
          label={t('common.optional', { label: t('buses.model') })}
          error={errorText(errors.model)}
        >
          {(control) => <Input {...control} {...register('model')} />}
        </Field>
        <Field
          id="bus-type"
          label={t('common.optional', { label: t('buses.type') })}
          error={errorText(errors.type)}
        >
          {(control) => <Input {...control} {...register('type')} />}
        </Field>
      </div>
      <Field
        id="bus-amenities"
        label={t('common.optional', { label: t('buses.amenities') })}
        hint={t('common.commaHint', { example: 'wifi, ac, power' })}
        error={errorText(errors.amenities)}
      >
        {(control) => <Input {...control} {...register('amenities')} />}
      </Field>
      <FormFooter submitting={isSubmitting} submitLabel={bus ? t('common.save') : t('common.create')} />
    </form>
  );
}
