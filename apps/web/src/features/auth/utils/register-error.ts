import { isApiError } from '@/lib/api-error';

type FormField = 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'dateOfBirth' | 'password';

export interface RegisterError {
  /** Errors to show under their fields (the API's `phone` is the form's `phoneNumber`). */
  fields: { field: FormField; message: string }[];
  /** A message for the alert above the form when no field takes it. */
  general?: string;
}

const formFields: Record<string, FormField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phoneNumber',
  phoneNumber: 'phoneNumber',
  dateOfBirth: 'dateOfBirth',
  password: 'password',
};

/** SPEC §8 Registration: an e-mail message goes to the e-mail field, a phone one to the phone field. */
export function classifyRegisterError(error: unknown): RegisterError | null {
  if (!isApiError(error)) return null;
  const fields = error.errors.flatMap(({ field, message }) => {
    const name = formFields[field];
    return name ? [{ field: name, message }] : [];
  });
  if (fields.length > 0) return { fields };
  const { message } = error;
  if (/e-?mail|correo/i.test(message)) return { fields: [{ field: 'email', message }] };
  if (/t[ée]l[ée]phone|phone|tel[ée]fono/i.test(message))
    return { fields: [{ field: 'phoneNumber', message }] };
  return { fields: [], general: message };
}
