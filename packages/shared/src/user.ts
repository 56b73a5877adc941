import { z } from 'zod';
import { ageOn, isValidIsoDate, MAX_AGE, MIN_AGE } from './age';
import { isEmail, normaliseEmail } from './email';
import {
  containsForbiddenWord,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_STRENGTH,
  passwordStrength,
} from './password';
import { isIvorianPhone, toE164 } from './phone';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const userSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  role: z.enum(ROLES),
  isBanned: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const firstNameSchema = z
  .string({ error: 'firstNameRequired' })
  .trim()
  .min(1, { error: 'firstNameRequired' })
  .min(2, { error: 'firstNameTooShort' })
  .max(60, { error: 'tooLong' });
export const lastNameSchema = z
  .string({ error: 'lastNameRequired' })
  .trim()
  .min(1, { error: 'lastNameRequired' })
  .min(2, { error: 'lastNameTooShort' })
  .max(60, { error: 'tooLong' });

/** Optional e-mail: empty means absent; otherwise the x@y.z pattern, stored lower-cased. */
export const optionalEmailSchema = z
  .string()
  .trim()
  .max(254, { error: 'tooLong' })
  .optional()
  .refine((v) => !v || isEmail(v), { error: 'emailInvalid' })
  .transform((v) => (v ? normaliseEmail(v) : undefined));

/** Optional Ivorian phone: empty means absent; otherwise normalised to E.164. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .max(30, { error: 'phoneInvalid' })
  .optional()
  .refine((v) => !v || isIvorianPhone(v), { error: 'phoneInvalid' })
  .transform((v) => (v ? (toE164(v) ?? undefined) : undefined));

/**
 * An e-mail a form may change: absent leaves it as it is, empty removes it (null), otherwise as
 * `optionalEmailSchema`.
 */
export const changeableEmailSchema = z
  .string()
  .trim()
  .max(254, { error: 'tooLong' })
  .refine((v) => !v || isEmail(v), { error: 'emailInvalid' })
  .transform((v) => (v ? normaliseEmail(v) : null))
  .optional();

/** A phone a form may change: absent leaves it as it is, empty removes it (null), otherwise in E.164. */
export const changeablePhoneSchema = z
  .string()
  .trim()
  .max(30, { error: 'phoneInvalid' })
  .refine((v) => !v || isIvorianPhone(v), { error: 'phoneInvalid' })
  .transform((v) => (v ? (toE164(v) ?? null) : null))
  .optional();

export const requiredEmailSchema = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, { error: 'emailRequired' })
  .max(254, { error: 'tooLong' })
  .refine(isEmail, { error: 'emailInvalid' })
  .transform(normaliseEmail);

export const requiredPhoneSchema = z
  .string({ error: 'phoneRequired' })
  .trim()
  .min(1, { error: 'phoneRequired' })
  .max(30, { error: 'phoneInvalid' })
  .refine(isIvorianPhone, { error: 'phoneInvalid' })
  .transform((v) => toE164(v)!);

/** Adult birth date: 18 to 120 years ago (SPEC §5). */
export const birthDateSchema = z
  .string({ error: 'dateOfBirthRequired' })
  .trim()
  .min(1, { error: 'dateOfBirthRequired' })
  .refine(isValidIsoDate, { error: 'dateOfBirthInvalid' })
  .refine((v) => !isValidIsoDate(v) || ageOn(v) <= MAX_AGE, { error: 'dateOfBirthInvalid' })
  .refine((v) => !isValidIsoDate(v) || ageOn(v) >= MIN_AGE, { error: 'tooYoung' });

/** A new password: 8+ characters, no "password", strength at least 3. */
export const newPasswordSchema = z
  .string({ error: 'passwordRequired' })
  .min(1, { error: 'passwordRequired' })
  .min(PASSWORD_MIN_LENGTH, { error: 'passwordTooShort' })
  .max(128, { error: 'tooLong' })
  .refine((v) => !containsForbiddenWord(v), { error: 'passwordForbiddenWord' })
  .refine((v) => passwordStrength(v) >= PASSWORD_MIN_STRENGTH, { error: 'passwordTooWeak' });
