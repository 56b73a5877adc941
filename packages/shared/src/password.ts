/** Password rules of SPEC §5: minimum length, no "password", strength 0-5 with labels. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MIN_STRENGTH = 3;

export type StrengthLabel = 'veryWeak' | 'weak' | 'medium' | 'strong' | 'veryStrong';

/** One point each for length 8+, a lowercase letter, an uppercase letter, a digit, a special character. */
export function passwordStrength(password: string): number {
  return [
    password.length >= PASSWORD_MIN_LENGTH,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
}

/** 0-1 Très faible, 2 Faible, 3 Moyen, 4 Fort, 5 Très fort. */
export function strengthLabel(score: number): StrengthLabel {
  if (score <= 1) return 'veryWeak';
  if (score === 2) return 'weak';
  if (score === 3) return 'medium';
  if (score === 4) return 'strong';
  return 'veryStrong';
}

export function containsForbiddenWord(password: string): boolean {
  return password.toLowerCase().includes('password');
}
