import { z } from 'zod';
import { errorResponseSchema, messageResponseSchema, successSchema } from './common';
import { LANGUAGES } from './languages';
import { PASSWORD_MIN_LENGTH } from './password';
import {
  birthDateSchema,
  changeableEmailSchema,
  changeablePhoneSchema,
  firstNameSchema,
  lastNameSchema,
  newPasswordSchema,
  optionalEmailSchema,
  optionalPhoneSchema,
  requiredPhoneSchema,
  userSchema,
} from './user';

/** The six-digit code sent by SMS that proves a phone is the caller's (POST /users/phone-code). */
export const phoneCodeSchema = z
  .string({ error: 'phoneCodeRequired' })
  .trim()
  .regex(/^\d{6}$/, { error: 'phoneCodeInvalid' });

/** POST /users/phone-code: sends that code to a phone whose tickets were bought over USSD or at a counter. */
export const phoneCodeRequestSchema = z.object({ phone: requiredPhoneSchema });

/** POST /users/claim-bookings: the signed-in traveller's phone, proved by its code. */
export const claimBookingsSchema = z.object({ code: phoneCodeSchema });
export const claimBookingsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ claimed: z.number().int() }),
});

/** POST /users/register. The API accepts the form's confirmPassword but does not need it. */
export const registerRequestSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: optionalEmailSchema,
    phone: optionalPhoneSchema,
    dateOfBirth: birthDateSchema,
    password: newPasswordSchema,
    /** Proves the phone, so that its tickets bought over USSD or at a counter join the new account. */
    phoneCode: phoneCodeSchema.optional(),
  })
  .refine((v) => v.email || v.phone, { error: 'emailOrPhoneRequired', path: ['email'] });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** Register's 409: `phoneCodeNeeded` when the phone booked over USSD and its code would complete that account. */
export const registerConflictSchema = errorResponseSchema.extend({
  phoneCodeNeeded: z.literal(true).optional(),
});

/** The register wizard: the request plus confirmation and terms (SPEC §3 Registration form). */
export const registerFormSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: optionalEmailSchema,
    phoneNumber: optionalPhoneSchema,
    dateOfBirth: birthDateSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, { error: 'confirmPasswordRequired' }),
    phoneCode: z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || /^\d{6}$/.test(v), { error: 'phoneCodeInvalid' }),
    // A boolean in, as the checkbox holds it, and refused unless ticked.
    acceptTerms: z.boolean({ error: 'termsRequired' }).refine((v) => v, { error: 'termsRequired' }),
  })
  .refine((v) => v.email || v.phoneNumber, { error: 'emailOrPhoneRequired', path: ['email'] })
  .refine((v) => v.password === v.confirmPassword, { error: 'passwordsMismatch', path: ['confirmPassword'] });
export type RegisterForm = z.input<typeof registerFormSchema>;

/** POST /users/login: an e-mail or a phone number in any accepted format. */
export const loginRequestSchema = z.object({
  emailOrPhone: z
    .string({ error: 'identifierRequired' })
    .trim()
    .min(1, { error: 'identifierRequired' })
    .max(254),
  password: z
    .string({ error: 'passwordRequired' })
    .min(1, { error: 'passwordRequired' })
    .min(PASSWORD_MIN_LENGTH, { error: 'passwordTooShort' })
    .max(128, { error: 'tooLong' }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const authResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const profileResponseSchema = successSchema(userSchema);

/**
 * PUT /users/profile's answer. A new password voids the access tokens issued before it, the caller's own
 * included: `token` is the caller's new one, sent only then.
 */
export const profileUpdateResponseSchema = profileResponseSchema.extend({
  message: z.string(),
  token: z.string().optional(),
});
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

/**
 * PUT /users/profile. A field not sent is left as it is (DESIGN §3); an empty e-mail or phone removes it, but not
 * both. The password follows the registration's rule. Changing the password, the e-mail or the phone needs the
 * current password (`profileChangeNeedsCurrentPassword`): the server checks it against what it has stored, the
 * form against the user it shows (`profileFormSchema`).
 */
export const profileUpdateSchema = z
  .object({
    firstName: firstNameSchema.optional(),
    lastName: lastNameSchema.optional(),
    email: changeableEmailSchema,
    phone: changeablePhoneSchema,
    dateOfBirth: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(birthDateSchema.optional()),
    currentPassword: z
      .string()
      .max(128, { error: 'tooLong' })
      .optional()
      .transform((v) => (v ? v : undefined)),
    password: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(newPasswordSchema.optional()),
    confirmPassword: z.string().optional(),
    /** The language the account's mails and SMS are written in, set when the traveller switches it (issue 16). */
    language: z.enum(LANGUAGES, { error: 'invalidValue' }).optional(),
  })
  .refine((v) => !v.password || v.password === v.confirmPassword, {
    error: 'passwordsMismatch',
    path: ['confirmPassword'],
  })
  .refine((v) => v.email !== null || v.phone !== null, { error: 'emailOrPhoneRequired', path: ['phone'] });
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
export type ProfileChange = z.output<typeof profileUpdateSchema>;

/** Whether a profile change touches what a stolen session must not change alone (DESIGN §3). */
export function profileChangeNeedsCurrentPassword(
  change: Pick<ProfileChange, 'password' | 'email' | 'phone'>,
  current: { email: string | null; phone: string | null },
): boolean {
  return (
    change.password !== undefined ||
    (change.email !== undefined && change.email !== current.email) ||
    (change.phone !== undefined && change.phone !== current.phone)
  );
}

/** The profile form's schema for the user it edits: the current password as soon as it is needed. */
export const profileFormSchema = (current: { email: string | null; phone: string | null }) =>
  profileUpdateSchema.refine(
    (v) => v.currentPassword !== undefined || !profileChangeNeedsCurrentPassword(v, current),
    { error: 'currentPasswordRequired', path: ['currentPassword'] },
  );

/** POST /users/forgot-password. */
export const forgotPasswordSchema = z.object({
  emailOrPhone: z.string({ error: 'fieldRequired' }).trim().min(1, { error: 'fieldRequired' }).max(254),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordSchema>;

/** PUT /users/reset-password/{token}: the registration's password rule. */
export const resetPasswordSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z
      .string({ error: 'confirmPasswordRequired' })
      .min(1, { error: 'confirmPasswordRequired' }),
  })
  .refine((v) => v.password === v.confirmPassword, { error: 'passwordsMismatch', path: ['confirmPassword'] });
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

export const resetTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'resetLinkInvalid'),
});

export { messageResponseSchema };
