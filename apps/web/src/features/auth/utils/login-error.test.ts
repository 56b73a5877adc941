import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { classifyLoginError } from './login-error';

describe('classifyLoginError', () => {
  it('shows ban and lock messages as they are', () => {
    const banned = new ApiError('Votre compte a été banni. Contactez le support.', { status: 403 });
    expect(classifyLoginError(banned)).toEqual({ kind: 'asIs', message: banned.message });
    const locked = new ApiError('Account temporarily locked after several failures.', { status: 423 });
    expect(classifyLoginError(locked)).toEqual({ kind: 'asIs', message: locked.message });
    expect(classifyLoginError(new ApiError('Compte verrouillé', { status: 400 }))).toMatchObject({
      kind: 'asIs',
    });
  });

  it('replaces wrong-credential messages in any language', () => {
    for (const message of ['Identifiants invalides', 'Invalid credentials', 'Credenciales incorrectas']) {
      expect(classifyLoginError(new ApiError(message, { status: 401 }))).toEqual({
        kind: 'invalidCredentials',
      });
    }
    expect(classifyLoginError(new ApiError('Mot de passe incorrect', { status: 400 }))).toEqual({
      kind: 'invalidCredentials',
    });
  });

  it('shows other API messages, and a generic one for anything else', () => {
    const network = new ApiError('Problème de connexion réseau.', { status: 0 });
    expect(classifyLoginError(network)).toEqual({ kind: 'asIs', message: network.message });
    expect(classifyLoginError(new TypeError('x'))).toEqual({ kind: 'unexpected' });
  });
});
