import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';

interface RefSelectProps {
  id: string;
  label: string;
  placeholder: string;
  options: readonly { _id: string; name: string }[] | undefined;
  error?: string;
  registration: UseFormRegisterReturn;
}

/** A select of cities, companies or buses (SPEC §7: the route and bus forms' selects are filled from the lists). */
export function RefSelect({ id, label, placeholder, options, error, registration }: RefSelectProps) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <Select {...control} {...registration}>
          <option value="">{placeholder}</option>
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
