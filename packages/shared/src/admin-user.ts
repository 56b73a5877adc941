import { z } from 'zod';
import { err } from './error-key';
import { checkboxField } from './form-fields';
import {
  birthDateSchema,
  firstNameSchema,
  lastNameSchema,
  newPasswordSchema,
  requiredEmailSchema,
  requiredPhoneSchema,
  ROLES,
} from './user';

/**
 * The admin user form (SPEC §5): names, e-mail, phone and birth date required; a password on create, optional
 * on edit (blank leaves it unchanged). The password rules are the registration ones: an account an admin
 * creates should be no weaker than one a traveller creates.
 */
const adminUserFields = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: requiredEmailSchema,
  phone: requiredPhoneSchema,
  dateOfBirth: birthDateSchema,
  role: z.enum(ROLES, err('invalidValue')).default('user'),
};

export const adminUserCreateSchema = z.object({ ...adminUserFields, password: newPasswordSchema });
export type AdminUserCreateInput = z.input<typeof adminUserCreateSchema>;
export type AdminUserCreate = z.output<typeof adminUserCreateSchema>;

export const adminUserUpdateSchema = z.object({
  ...adminUserFields,
  password: z.preprocess((v) => (v === '' || v === null ? undefined : v), newPasswordSchema.optional()),
  isBanned: checkboxField().optional(),
});
export type AdminUserUpdateInput = z.input<typeof adminUserUpdateSchema>;
export type AdminUserUpdate = z.output<typeof adminUserUpdateSchema>;
