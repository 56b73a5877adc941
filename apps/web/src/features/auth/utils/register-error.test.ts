import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { classifyRegisterError } from './register-error';

describe('classifyRegisterError', () => {
  it('uses the field errors the API sends, renaming phone', () => {
    const error = new ApiError('Données invalides', {
      status: 400,
      errors: [
        { field: 'phone', message: 'Numéro invalide' },
        { field: 'other', message: 'x' },
      ],
    });
    expect(classifyRegisterError(error)).toEqual({
      fields: [{ field: 'phoneNumber', message: 'Numéro invalide' }],
    });
  });

  it('routes e-mail and phone messages to their fields in every language', () => {
    expect(
      classifyRegisterError(new ApiError('Un compte existe déjà avec cet email'))?.fields[0]?.field,
    ).toBe('email');
    expect(
      classifyRegisterError(new ApiError('Ya existe una cuenta con este teléfono'))?.fields[0]?.field,
    ).toBe('phoneNumber');
    expect(
      classifyRegisterError(new ApiError('Un compte existe déjà avec ce téléphone'))?.fields[0]?.field,
    ).toBe('phoneNumber');
  });

  it('keeps anything else for the general alert', () => {
    expect(classifyRegisterError(new ApiError('Trop de requêtes'))).toEqual({
      fields: [],
      general: 'Trop de requêtes',
    });
    expect(classifyRegisterError(new Error('boom'))).toBeNull();
  });
});
