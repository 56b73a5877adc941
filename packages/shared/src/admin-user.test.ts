import { describe, expect, it } from 'vitest';
import { adminUserCreateSchema, adminUserUpdateSchema } from './admin-user';
import { bornYearsAgo, issues } from './test-helpers';

const user = {
  firstName: 'Yao',
  lastName: 'Kouassi',
  email: 'yao@example.ci',
  phone: '0512345678',
  dateOfBirth: bornYearsAgo(40),
};

describe('admin user form', () => {
  it('requires a password on create and defaults the role to user', () => {
    expect(issues(adminUserCreateSchema, user)).toEqual({ password: 'passwordRequired' });
    const created = adminUserCreateSchema.parse({ ...user, password: 'Kouassi2025!' });
    expect(created.role).toBe('user');
    expect(created.phone).toBe('+2250512345678');
  });

  it('requires every identity field', () => {
    expect(issues(adminUserCreateSchema, { password: 'Kouassi2025!' })).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      email: 'emailRequired',
      phone: 'phoneRequired',
      dateOfBirth: 'dateOfBirthRequired',
    });
  });

  it('leaves the password unchanged when blank on edit', () => {
    const updated = adminUserUpdateSchema.parse({ ...user, password: '', role: 'admin', isBanned: 'on' });
    expect(updated.password).toBeUndefined();
    expect(updated.role).toBe('admin');
    expect(updated.isBanned).toBe(true);
    expect(issues(adminUserUpdateSchema, { ...user, password: 'weak' })).toEqual({
      password: 'passwordTooShort',
    });
  });

  it('refuses unknown roles', () => {
    expect(issues(adminUserUpdateSchema, { ...user, role: 'root' })).toEqual({ role: 'invalidValue' });
  });
});
