import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from './api-error';

/**
 * The one way a form is built and told about the server's refusals (epic-stack's "one schema for the form and the
 * server"): `useSchemaForm` validates with a shared zod schema, `applyServerErrors` puts the API's field errors
 * (`errors: [{ field, message }]`, DESIGN §3) under the fields they name.
 */

/** A shared schema a form can validate with: an object of inputs in, the request body out. */
type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A resolver for a form whose values are `TValues`, what its inputs hold (text for a number, say), checked against
 * the shared schema. zodResolver types its resolver with the schema's own input, which for the back office's
 * fields is looser (`unknown` for a number typed as text): `TValues extends z.input<S>` proves that whatever the
 * form holds the schema reads, which makes this narrowing safe, and it is the only one.
 */
export function schemaResolver<S extends FormSchema, TValues extends FieldValues & z.input<S>>(
  schema: S,
): Resolver<TValues, unknown, z.output<S>> {
  return zodResolver(schema) as Resolver<TValues, unknown, z.output<S>>;
}

type SchemaFormOptions<TValues extends FieldValues, TOutput extends FieldValues> = Omit<
  UseFormProps<TValues, unknown, TOutput>,
  'resolver' | 'defaultValues'
> & {
  /** Every field's starting value: its type is the form's values' type, and its keys the fields it has. */
  defaultValues: TValues;
};

/**
 * `useForm` with the shared schema's resolver: the submit handler receives the schema's output (the request body).
 * The values' type comes from `defaultValues`, or is given (`useSchemaForm<typeof schema, Values>`) when some
 * field starts without a value.
 */
export function useSchemaForm<S extends FormSchema, TValues extends FieldValues & z.input<S>>(
  schema: S,
  options: SchemaFormOptions<TValues, z.output<S>>,
): UseFormReturn<TValues, unknown, z.output<S>> {
  return useForm<TValues, unknown, z.output<S>>({
    ...options,
    // A `DefaultValues<TValues>` (a deep partial): complete values are one.
    defaultValues: options.defaultValues as UseFormProps<TValues>['defaultValues'],
    resolver: schemaResolver<S, TValues>(schema),
  });
}

export interface ServerFieldError<F extends string> {
  field: F;
  message: string;
}

/**
 * The API's field errors that name one of `fields`, under the form's name for them (`aliases`: the API's `phone`
 * is the register form's `phoneNumber`). Errors on fields the form does not have are left to its general message.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  aliases: Partial<Record<string, F>> = {},
): ServerFieldError<F>[] {
  if (!isApiError(error)) return [];
  return error.errors.flatMap(({ field, message }) => {
    const name = aliases[field] ?? field;
    return (fields as readonly string[]).includes(name) ? [{ field: name as F, message }] : [];
  });
}

type FormWithErrors<T extends FieldValues> = Pick<UseFormReturn<T>, 'setError' | 'getValues'>;

/** Shows each error under its field. */
export function showFieldErrors<T extends FieldValues>(
  form: Pick<FormWithErrors<T>, 'setError'>,
  errors: readonly ServerFieldError<Path<T>>[],
): void {
  for (const { field, message } of errors) form.setError(field, { type: 'server', message });
}

/**
 * Puts the API's field errors of a failed submit on the form's fields and returns those it placed: none means the
 * refusal is not about a field, and the form shows its general message.
 */
export function applyServerErrors<T extends FieldValues>(
  form: FormWithErrors<T>,
  error: unknown,
  aliases: Partial<Record<string, Path<T>>> = {},
): ServerFieldError<Path<T>>[] {
  const fields = Object.keys(form.getValues()) as Path<T>[];
  const placed = serverFieldErrors(error, fields, aliases);
  showFieldErrors(form, placed);
  return placed;
}

/**
 * The submit handler of a form that saves through the API: the schema's output goes to `save`, its answer to
 * `onSaved`; a refusal that names fields shows under them (the failure toast is the mutation's).
 */
export function submitTo<T extends FieldValues, TOutput extends FieldValues, TAnswer>(
  form: UseFormReturn<T, unknown, TOutput>,
  save: (body: TOutput) => Promise<TAnswer>,
  onSaved: (answer: TAnswer) => void,
) {
  return form.handleSubmit(async (values) => {
    try {
      onSaved(await save(values));
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
}
