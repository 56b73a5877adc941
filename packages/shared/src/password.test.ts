import { describe, expect, it } from 'vitest';
import {
  containsForbiddenWord,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_STRENGTH,
  passwordStrength,
  strengthLabel,
} from './password';

describe('passwordStrength', () => {
  it.each([
    ['', 0],
    ['abc', 1], // lowercase only
    ['abcdefgh', 2], // length + lowercase
    ['Abcdefgh', 3], // + uppercase
    ['Abcdefg1', 4], // + digit
    ['Abcdef1!', 5], // + special character
    ['A1!', 3], // short: no length point
    ['12345678', 2], // length + digit
    ['ÉCOLE-abidjan', 4], // accented capital counts as special, not uppercase; dash is special
  ])('scores %j as %i', (password, score) => {
    expect(passwordStrength(password)).toBe(score);
  });

  it('demands 8 characters and a score of 3 at registration', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MIN_STRENGTH).toBe(3);
  });
});

describe('strengthLabel', () => {
  it.each([
    [0, 'veryWeak'],
    [1, 'veryWeak'],
    [2, 'weak'],
    [3, 'medium'],
    [4, 'strong'],
    [5, 'veryStrong'],
  ] as const)('labels %i as %s', (score, label) => {
    expect(strengthLabel(score)).toBe(label);
  });
});

describe('containsForbiddenWord', () => {
  it('finds "password" in any case, anywhere', () => {
    expect(containsForbiddenWord('myPassWord123!')).toBe(true);
    expect(containsForbiddenWord('PASSWORD')).toBe(true);
    expect(containsForbiddenWord('passw0rd')).toBe(false);
    expect(containsForbiddenWord('motdepasse')).toBe(false);
  });
});
