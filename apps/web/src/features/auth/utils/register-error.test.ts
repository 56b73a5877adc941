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

  it('says when the phone booked over USSD or at a counter and its code is wanted', () => {
    const message = 'Ce numéro a déjà des billets Gbaka';
    const error = new ApiError(message, {
      status: 409,
      errors: [{ field: 'phone', message }],
      body: { success: false, message, errors: [{ field: 'phone', message }], phoneCodeNeeded: true },
    });
    expect(classifyRegisterError(error)).toEqual({
      fields: [{ field: 'phoneNumber', message }],
      phoneCodeNeeded: true,
    });
  });

  it('keeps anything else for the general alert', () => {
    expect(classifyRegisterError(new ApiError('Trop de requêtes'))).toEqual({
      fields: [],
      general: 'Trop de requêtes',
    });
    expect(classifyRegisterError(new Error('boom'))).toBeNull();
  });
});
