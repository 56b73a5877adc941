import { isApiError } from '@/lib/api-error';
import { serverFieldErrors } from '@/lib/schema-form';

const FORM_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'phoneCode',
  'dateOfBirth',
  'password',
] as const;
type FormField = (typeof FORM_FIELDS)[number];

export interface RegisterError {
  /** Errors to show under their fields (the API's `phone` is the form's `phoneNumber`). */
  fields: { field: FormField; message: string }[];
  /** A message for the alert above the form when no field takes it. */
  general?: string;
  /** The phone booked over USSD or at a counter: the code sent to it completes that account. */
  phoneCodeNeeded?: boolean;
}

/** SPEC §8 Registration: an e-mail message goes to the e-mail field, a phone one to the phone field. */
export function classifyRegisterError(error: unknown): RegisterError | null {
  if (!isApiError(error)) return null;
  const fields = serverFieldErrors(error, FORM_FIELDS, { phone: 'phoneNumber' });
  const body = error.body as { phoneCodeNeeded?: boolean } | undefined;
  if (body?.phoneCodeNeeded) return { fields, phoneCodeNeeded: true };
  if (fields.length > 0) return { fields };
  const { message } = error;
  if (/e-?mail|correo/i.test(message)) return { fields: [{ field: 'email', message }] };
  if (/t[ée]l[ée]phone|phone|tel[ée]fono/i.test(message))
    return { fields: [{ field: 'phoneNumber', message }] };
  return { fields: [], general: message };
}
