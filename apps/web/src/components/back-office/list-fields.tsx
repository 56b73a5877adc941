import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useErrorText } from '@/lib/use-error-text';

const LIST_FIELDS = ['stops', 'amenities', 'features'] as const;
type ListField = (typeof LIST_FIELDS)[number];

interface ListFieldsProps {
  /** "trip" or "timetable": the inputs' ids are `<prefix>-stops` and so on. */
  idPrefix: string;
  register: (name: ListField) => UseFormRegisterReturn;
  errors: Partial<Record<ListField, FieldError>>;
}

/** SPEC §5: stops, amenities and features as comma-separated text, in the route and timetable forms. */
export function ListFields({ idPrefix, register, errors }: ListFieldsProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  return (
    <>
      {LIST_FIELDS.map((name) => (
        <Field
          key={name}
          id={`${idPrefix}-${name}`}
          label={t('common.optional', { label: t(`trips.fields.${name}`) })}
          hint={t('common.commaHint', { example: t(`trips.examples.${name}`) })}
          error={errorText(errors[name])}
        >
          {(control) => <Input {...control} {...register(name)} />}
        </Field>
      ))}
    </>
  );
}
