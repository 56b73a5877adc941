import {
  birthDateSchema,
  firstNameSchema,
  lastNameSchema,
  newPasswordSchema,
  optionalEmailSchema,
  optionalPhoneSchema,
  type RegisterForm,
} from '@gbaka/shared';

export const REGISTER_STEPS = ['identity', 'contact', 'security'] as const;
export type RegisterStep = 0 | 1 | 2;

/** The fields each step owns, to find the step of a server error and to check a step's errors. */
export const stepFields = [
  ['firstName', 'lastName'],
  ['email', 'phoneNumber', 'phoneCode', 'dateOfBirth'],
  ['password', 'confirmPassword', 'acceptTerms'],
] as const satisfies readonly (readonly (keyof RegisterForm)[])[];

type Values = Partial<Record<keyof RegisterForm, unknown>>;

const ok = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

/** SPEC §4 Registration steps: whether "Next" (or, on the last step, "Create") may be pressed. */
export function isStepValid(step: RegisterStep, values: Values): boolean {
  switch (step) {
    case 0:
      return ok(firstNameSchema, values.firstName) && ok(lastNameSchema, values.lastName);
    case 1: {
      const email = typeof values.email === 'string' ? values.email.trim() : '';
      const phone = typeof values.phoneNumber === 'string' ? values.phoneNumber.trim() : '';
      return (
        (email !== '' || phone !== '') &&
        ok(optionalEmailSchema, email) &&
        ok(optionalPhoneSchema, phone) &&
        ok(birthDateSchema, values.dateOfBirth)
      );
    }
    case 2:
      return (
        ok(newPasswordSchema, values.password) &&
        typeof values.confirmPassword === 'string' &&
        values.confirmPassword !== '' &&
        values.confirmPassword === values.password &&
        values.acceptTerms === true
      );
  }
}

export function stepOf(field: string): RegisterStep | undefined {
  const index = stepFields.findIndex((fields) => (fields as readonly string[]).includes(field));
  return index < 0 ? undefined : (index as RegisterStep);
}
