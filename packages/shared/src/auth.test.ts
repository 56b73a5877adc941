import { describe, expect, it } from 'vitest';
import {
  forgotPasswordSchema,
  loginRequestSchema,
  profileChangeNeedsCurrentPassword,
  profileFormSchema,
  profileUpdateSchema,
  registerFormSchema,
  registerRequestSchema,
  resetPasswordSchema,
  resetTokenParamsSchema,
} from './auth';
import { bornYearsAgo, issues } from './test-helpers';

const adult = bornYearsAgo(30);
const register = {
  firstName: 'Awa',
  lastName: 'Koné',
  email: 'awa.kone@example.ci',
  phone: '07 12 34 56 78',
  dateOfBirth: adult,
  password: 'Abidjan2025!',
};

describe('registerRequestSchema', () => {
  it('normalises the phone to E.164 and the e-mail to lower case', () => {
    const parsed = registerRequestSchema.parse({ ...register, email: ' Awa.Kone@Example.CI ' });
    expect(parsed.phone).toBe('+2250712345678');
    expect(parsed.email).toBe('awa.kone@example.ci');
  });

  it('accepts an e-mail alone or a phone alone', () => {
    expect(registerRequestSchema.safeParse({ ...register, phone: '' }).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...register, email: undefined }).success).toBe(true);
  });

  it('needs an e-mail or a phone', () => {
    expect(issues(registerRequestSchema, { ...register, email: '', phone: '' })).toEqual({
      email: 'emailOrPhoneRequired',
    });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'firstNameRequired'],
    [{ firstName: ' A ' }, 'firstName', 'firstNameTooShort'],
    [{ lastName: '  ' }, 'lastName', 'lastNameRequired'],
    [{ lastName: 'K' }, 'lastName', 'lastNameTooShort'],
    [{ email: 'awa@' }, 'email', 'emailInvalid'],
    [{ phone: '08 12 34 56 78' }, 'phone', 'phoneInvalid'],
    [{ dateOfBirth: '' }, 'dateOfBirth', 'dateOfBirthRequired'],
    [{ dateOfBirth: '2000-02-30' }, 'dateOfBirth', 'dateOfBirthInvalid'],
    [{ dateOfBirth: bornYearsAgo(10) }, 'dateOfBirth', 'tooYoung'],
    [{ dateOfBirth: bornYearsAgo(130) }, 'dateOfBirth', 'dateOfBirthInvalid'],
    [{ password: '' }, 'password', 'passwordRequired'],
    [{ password: 'Ab1!' }, 'password', 'passwordTooShort'],
    [{ password: 'MyPassword1!' }, 'password', 'passwordForbiddenWord'],
    [{ password: 'abcdefgh' }, 'password', 'passwordTooWeak'],
  ])('reports %j on %s as %s', (change, field, key) => {
    expect(issues(registerRequestSchema, { ...register, ...change })[field]).toBe(key);
  });

  it('reports a missing first name as required, not as a type error', () => {
    const { firstName: _omitted, ...rest } = register;
    expect(issues(registerRequestSchema, rest).firstName).toBe('firstNameRequired');
  });
});

describe('registerFormSchema', () => {
  const form = {
    ...register,
    phone: undefined,
    phoneNumber: register.phone,
    confirmPassword: register.password,
    acceptTerms: true,
  };

  it('accepts a complete wizard', () => {
    expect(registerFormSchema.safeParse(form).success).toBe(true);
  });

  it('requires matching passwords and accepted terms', () => {
    expect(issues(registerFormSchema, { ...form, confirmPassword: 'Other2025!' })).toEqual({
      confirmPassword: 'passwordsMismatch',
    });
    expect(issues(registerFormSchema, { ...form, acceptTerms: false })).toEqual({
      acceptTerms: 'termsRequired',
    });
  });

  it('needs an e-mail or a phone number', () => {
    expect(issues(registerFormSchema, { ...form, email: '', phoneNumber: '' }).email).toBe(
      'emailOrPhoneRequired',
    );
  });
});

describe('loginRequestSchema', () => {
  it('accepts an e-mail or a phone identifier', () => {
    expect(
      loginRequestSchema.parse({ emailOrPhone: ' 0712345678 ', password: 'whatever1' }).emailOrPhone,
    ).toBe('0712345678');
  });

  it('uses the spec messages', () => {
    expect(issues(loginRequestSchema, { emailOrPhone: ' ', password: '' })).toEqual({
      emailOrPhone: 'identifierRequired',
      password: 'passwordRequired',
    });
    expect(issues(loginRequestSchema, { emailOrPhone: 'a@b.c', password: 'short' })).toEqual({
      password: 'passwordTooShort',
    });
    expect(issues(loginRequestSchema, {})).toEqual({
      emailOrPhone: 'identifierRequired',
      password: 'passwordRequired',
    });
  });
});

describe('profileUpdateSchema', () => {
  const profile = { firstName: 'Awa', lastName: 'Koné', phone: '', dateOfBirth: '' };

  it('lets birth date and password be left blank; a blank phone removes it (issue 15 hole 5)', () => {
    expect(profileUpdateSchema.parse(profile)).toEqual({
      firstName: 'Awa',
      lastName: 'Koné',
      phone: null,
      dateOfBirth: undefined,
      currentPassword: undefined,
      password: undefined,
      confirmPassword: undefined,
    });
  });

  it('leaves what is not sent unchanged, and refuses removing both e-mail and phone', () => {
    expect(profileUpdateSchema.parse({})).toEqual({
      currentPassword: undefined,
      dateOfBirth: undefined,
      password: undefined,
    });
    expect(profileUpdateSchema.parse({ email: ' Awa@Example.CI ' }).email).toBe('awa@example.ci');
    expect(profileUpdateSchema.parse({ phone: '07 12 34 56 78' }).phone).toBe('+2250712345678');
    expect(issues(profileUpdateSchema, { email: '', phone: '' })).toEqual({ phone: 'emailOrPhoneRequired' });
    expect(issues(profileUpdateSchema, { email: 'a<b>@x.ci' })).toEqual({ email: 'emailInvalid' });
  });

  it("applies the registration's strength rule to a new password (issue 15 hole 3)", () => {
    expect(issues(profileUpdateSchema, { password: 'aaaaaaaa', confirmPassword: 'aaaaaaaa' }).password).toBe(
      'passwordTooWeak',
    );
    expect(issues(resetPasswordSchema, { password: 'aaaaaaaa', confirmPassword: 'aaaaaaaa' }).password).toBe(
      'passwordTooWeak',
    );
  });

  it('asks the current password for a new password, e-mail or phone, not for names (issue 15 hole 3)', () => {
    const current = { email: 'awa@example.ci', phone: '+2250712345678' };
    const needs = (change: Record<string, unknown>) =>
      profileChangeNeedsCurrentPassword(profileUpdateSchema.parse(change), current);
    expect(needs({ firstName: 'Aya' })).toBe(false);
    expect(needs({ email: 'AWA@example.ci', phone: '+225 07 12 34 56 78' })).toBe(false);
    expect(needs({ email: 'autre@example.ci' })).toBe(true);
    expect(needs({ phone: '' })).toBe(true);
    expect(needs({ password: 'Nouveau#2026', confirmPassword: 'Nouveau#2026' })).toBe(true);
    const form = profileFormSchema(current);
    expect(issues(form, { phone: '05 12 34 56 78' })).toEqual({ currentPassword: 'currentPasswordRequired' });
    expect(form.safeParse({ phone: '05 12 34 56 78', currentPassword: 'Secret#123' }).success).toBe(true);
  });

  it('checks a birth date when one is given', () => {
    expect(issues(profileUpdateSchema, { ...profile, dateOfBirth: bornYearsAgo(12) }).dateOfBirth).toBe(
      'tooYoung',
    );
    expect(profileUpdateSchema.parse({ ...profile, dateOfBirth: adult }).dateOfBirth).toBe(adult);
  });

  it('checks a new password: length, confirmation, forbidden word', () => {
    expect(
      issues(profileUpdateSchema, { ...profile, password: 'short', confirmPassword: 'short' }).password,
    ).toBe('passwordTooShort');
    expect(
      issues(profileUpdateSchema, { ...profile, password: 'Longer2025!', confirmPassword: 'Other' })
        .confirmPassword,
    ).toBe('passwordsMismatch');
    expect(
      issues(profileUpdateSchema, { ...profile, password: 'password123', confirmPassword: 'password123' })
        .password,
    ).toBe('passwordForbiddenWord');
  });

  it('requires the names', () => {
    expect(issues(profileUpdateSchema, { ...profile, firstName: '' }).firstName).toBe('firstNameRequired');
  });
});

describe('password reset', () => {
  it('forgot-password needs an identifier', () => {
    expect(issues(forgotPasswordSchema, { emailOrPhone: '' })).toEqual({ emailOrPhone: 'fieldRequired' });
  });

  it('reset checks both fields, length, match and the forbidden word', () => {
    expect(
      resetPasswordSchema.safeParse({ password: 'Nouveau2025', confirmPassword: 'Nouveau2025' }).success,
    ).toBe(true);
    expect(issues(resetPasswordSchema, { password: '', confirmPassword: '' })).toEqual({
      password: 'passwordRequired',
      confirmPassword: 'confirmPasswordRequired',
    });
    expect(issues(resetPasswordSchema, { password: 'short', confirmPassword: 'short' }).password).toBe(
      'passwordTooShort',
    );
    expect(
      issues(resetPasswordSchema, { password: 'Password99', confirmPassword: 'Password99' }).password,
    ).toBe('passwordForbiddenWord');
    expect(issues(resetPasswordSchema, { password: 'Nouveau2025', confirmPassword: 'Nouveau2026' })).toEqual({
      confirmPassword: 'passwordsMismatch',
    });
  });

  it('reset tokens are URL-safe and long enough', () => {
    expect(resetTokenParamsSchema.safeParse({ token: 'a'.repeat(43) }).success).toBe(true);
    expect(issues(resetTokenParamsSchema, { token: 'short' })).toEqual({ token: 'resetLinkInvalid' });
  });
});
