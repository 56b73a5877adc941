import { joinList, type AdminBusView, type OperatorBusInput } from '@gbaka/shared';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { submitTo, useSchemaForm } from '@/lib/schema-form';
import { useErrorText } from '@/lib/use-error-text';
import { FormFooter } from './form-footer';
import { RefSelect } from './ref-select';

type BusFormValues = Record<
  'name' | 'company' | 'busId' | 'totalSeats' | 'layout' | 'model' | 'type' | 'amenities',
  string
>;
const LAYOUTS = ['2x2', '2x1', '1x1', '3x2'];

const defaults = (bus: AdminBusView | null): BusFormValues => ({
  name: bus?.name ?? '',
  company: bus?.company._id ?? '',
  busId: bus?.busId ?? '',
  totalSeats: bus ? String(bus.totalSeats) : '',
  layout: bus?.layout ?? '2x2',
  model: bus?.model ?? '',
  type: bus?.type ?? '',
  amenities: bus ? joinList(bus.amenities) : '',
});

/** The labels, which each area words its own way (fr/en/es in its catalogue); optional fields say so. */
export type BusFormText = Record<
  | 'name'
  | 'busId'
  | 'seats'
  | 'layout'
  | 'layoutHint'
  | 'model'
  | 'type'
  | 'amenities'
  | 'amenitiesHint'
  | 'submit',
  string
>;

interface BusFormProps<TBody extends FieldValues> {
  bus: AdminBusView | null;
  /** The back office's schema, with the company, or the workspace's, without (the caller's company). */
  schema: z.ZodType<TBody, OperatorBusInput>;
  /** Creates or updates the bus through the area's endpoint; rejects when the API refuses. */
  save: (body: TBody) => Promise<unknown>;
  onDone: () => void;
  text: BusFormText;
  /** The back office's company picker; a workspace's buses are its own company's. */
  company?: {
    label: string;
    placeholder: string;
    options: readonly { _id: string; name: string }[] | undefined;
  };
}

/**
 * SPEC §5 Bus form, in the back office and in a company's workspace: name, bus id, seats (at least 1) and layout
 * required; amenities comma-separated. Both areas save through the same rules (a bus that sold seats cannot lose
 * them).
 */
export function BusForm<TBody extends FieldValues>({
  bus,
  schema,
  save,
  onDone,
  text,
  company,
}: BusFormProps<TBody>) {
  const errorText = useErrorText();
  const form = useSchemaForm(schema, { mode: 'onTouched', defaultValues: defaults(bus) });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = submitTo(form, save, onDone);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field id="bus-name" label={text.name} error={errorText(errors.name)}>
        {(control) => <Input {...control} {...register('name')} />}
      </Field>
      {company && <RefSelect control={form.control} name="company" id="bus-company" {...company} />}
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="bus-busId" label={text.busId} error={errorText(errors.busId)}>
          {(control) => (
            <Input {...control} {...register('busId')} className="font-mono" placeholder="CI-0000-XX" />
          )}
        </Field>
        <Field id="bus-totalSeats" label={text.seats} error={errorText(errors.totalSeats)}>
          {(control) => (
            <Input {...control} {...register('totalSeats')} type="number" inputMode="numeric" min={1} />
          )}
        </Field>
        <Field id="bus-layout" label={text.layout} hint={text.layoutHint} error={errorText(errors.layout)}>
          {(control) => <Input {...control} {...register('layout')} list="bus-layouts" />}
        </Field>
        <datalist id="bus-layouts">
          {LAYOUTS.map((layout) => (
            <option key={layout} value={layout} />
          ))}
        </datalist>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="bus-model" label={text.model} error={errorText(errors.model)}>
          {(control) => <Input {...control} {...register('model')} />}
        </Field>
        <Field id="bus-type" label={text.type} error={errorText(errors.type)}>
          {(control) => <Input {...control} {...register('type')} />}
        </Field>
      </div>
      <Field
        id="bus-amenities"
        label={text.amenities}
        hint={text.amenitiesHint}
        error={errorText(errors.amenities)}
      >
        {(control) => <Input {...control} {...register('amenities')} />}
      </Field>
      <FormFooter submitting={isSubmitting} submitLabel={text.submit} />
    </form>
  );
}
