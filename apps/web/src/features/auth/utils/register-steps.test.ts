import { yearsAgo } from '@gbaka/shared';
import { describe, expect, it } from 'vitest';
import { isStepValid, stepOf } from './register-steps';

const adult = yearsAgo(30);

describe('isStepValid', () => {
  it('step 1 needs both names of 2+ characters', () => {
    expect(isStepValid(0, { firstName: 'Awa', lastName: 'Koné' })).toBe(true);
    expect(isStepValid(0, { firstName: 'A', lastName: 'Koné' })).toBe(false);
    expect(isStepValid(0, { firstName: 'Awa', lastName: '  ' })).toBe(false);
  });

  it('step 2 needs an e-mail or a phone, both valid when given, and an adult birth date', () => {
    expect(isStepValid(1, { email: 'awa@example.ci', phoneNumber: '', dateOfBirth: adult })).toBe(true);
    expect(isStepValid(1, { email: '', phoneNumber: '07 12 34 56 78', dateOfBirth: adult })).toBe(true);
    expect(isStepValid(1, { email: '', phoneNumber: '', dateOfBirth: adult })).toBe(false);
    expect(isStepValid(1, { email: 'awa@', phoneNumber: '0712345678', dateOfBirth: adult })).toBe(false);
    expect(isStepValid(1, { email: '', phoneNumber: '0912345678', dateOfBirth: adult })).toBe(false);
    expect(isStepValid(1, { email: 'awa@example.ci', dateOfBirth: yearsAgo(17) })).toBe(false);
    expect(isStepValid(1, { email: 'awa@example.ci', dateOfBirth: '' })).toBe(false);
  });

  it('step 3 needs a strong password, its confirmation and the terms', () => {
    const good = { password: 'Abidjan#2025', confirmPassword: 'Abidjan#2025', acceptTerms: true };
    expect(isStepValid(2, good)).toBe(true);
    expect(isStepValid(2, { ...good, acceptTerms: false })).toBe(false);
    expect(isStepValid(2, { ...good, confirmPassword: 'Abidjan#2024' })).toBe(false);
    expect(isStepValid(2, { ...good, password: 'abidjan1', confirmPassword: 'abidjan1' })).toBe(true);
    expect(isStepValid(2, { ...good, password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toBe(false);
    expect(isStepValid(2, { ...good, password: 'MyPassword1!', confirmPassword: 'MyPassword1!' })).toBe(
      false,
    );
  });
});

describe('stepOf', () => {
  it('finds the step of a field', () => {
    expect(stepOf('lastName')).toBe(0);
    expect(stepOf('phoneNumber')).toBe(1);
    expect(stepOf('acceptTerms')).toBe(2);
    expect(stepOf('unknown')).toBeUndefined();
  });
});
