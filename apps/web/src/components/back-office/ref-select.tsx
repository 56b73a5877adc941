import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useErrorText } from '@/lib/use-error-text';

interface RefSelectProps<T extends FieldValues, TOutput extends FieldValues> {
  control: Control<T, unknown, TOutput>;
  name: Path<T>;
  id: string;
  label: string;
  placeholder: string;
  /** The choices; undefined while their list loads. */
  options: readonly { _id: string; name: string }[] | undefined;
  /** After the form's value changed (a bus follows its company). */
  onChange?: (value: string) => void;
}

/**
 * A select of cities, companies or buses (SPEC §7: the route and bus forms' selects are filled from the lists).
 * Controlled by the form's value rather than registered: an edit dialog opened before its lists have loaded would
 * otherwise keep the empty choice it could show at first, since a native select cannot hold a value it has no
 * option for, and save it. Controlled, it shows the record's value as soon as the option arrives.
 */
export function RefSelect<T extends FieldValues, TOutput extends FieldValues = T>({
  control,
  name,
  id,
  label,
  placeholder,
  options,
  onChange,
}: RefSelectProps<T, TOutput>) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control, name });
  return (
    <Field id={id} label={label} error={errorText(fieldState.error)}>
      {(props) => (
        <Select
          {...props}
          ref={field.ref}
          name={field.name}
          // The loading choice while the list loads: a select whose value has no option shows its first option
          // under React but nothing under Preact (docs/decisions/012-preact-runtime.md).
          value={options ? ((field.value as string | undefined) ?? '') : ''}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event.target.value);
            onChange?.(event.target.value);
          }}
        >
          <option value="">{options ? placeholder : t('common.loadingOptions')}</option>
          {options?.map((option) => (
            <option key={option._id} value={option._id}>
              {option.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
