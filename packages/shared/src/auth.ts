import { z } from 'zod';
import { messageResponseSchema, successSchema } from './common';
import { containsForbiddenWord, PASSWORD_MIN_LENGTH } from './password';
import {
  birthDateSchema,
  firstNameSchema,
  lastNameSchema,
  newPasswordSchema,
  optionalEmailSchema,
  optionalPhoneSchema,
  userSchema,
} from './user';

/** POST /users/register. The API accepts the form's confirmPassword but does not need it. */
export const registerRequestSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: optionalEmailSchema,
    phone: optionalPhoneSchema,
    dateOfBirth: birthDateSchema,
    password: newPasswordSchema,
  })
  .refine((v) => v.email || v.phone, { error: 'emailOrPhoneRequired', path: ['email'] });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

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

/** PUT /users/profile: names required, phone optional, optional new password with confirmation. */
export const profileUpdateSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    phone: optionalPhoneSchema,
    dateOfBirth: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(birthDateSchema.optional()),
    password: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(z.string().min(PASSWORD_MIN_LENGTH, { error: 'passwordTooShort' }).max(128).optional()),
    confirmPassword: z.string().optional(),
  })
  .refine((v) => !v.password || v.password === v.confirmPassword, {
    error: 'passwordsMismatch',
    path: ['confirmPassword'],
  })
  .refine((v) => !v.password || !containsForbiddenWord(v.password), {
    error: 'passwordForbiddenWord',
    path: ['password'],
  });
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** POST /users/forgot-password. */
export const forgotPasswordSchema = z.object({
  emailOrPhone: z.string({ error: 'fieldRequired' }).trim().min(1, { error: 'fieldRequired' }).max(254),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordSchema>;

/** PUT /users/reset-password/{token}. */
export const resetPasswordSchema = z
  .object({
    password: z
      .string({ error: 'passwordRequired' })
      .min(1, { error: 'passwordRequired' })
      .min(PASSWORD_MIN_LENGTH, { error: 'passwordTooShort' })
      .max(128, { error: 'tooLong' })
      .refine((v) => !containsForbiddenWord(v), { error: 'passwordForbiddenWord' }),
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
