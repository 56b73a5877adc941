import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { classifyTrackingError } from './tracking-error';

vi.mock('@/i18n', () => ({ i18n: { t: (key: string) => key, language: 'fr' } }));

describe('classifyTrackingError', () => {
  it('tells not found, refused numbers and other failures apart', () => {
    expect(classifyTrackingError(new ApiError('Réservation introuvable', { status: 404 }))).toEqual({
      kind: 'notFound',
      message: 'Réservation introuvable',
    });
    expect(classifyTrackingError(new ApiError('Numéro de réservation incorrect', { status: 400 }))).toEqual({
      kind: 'invalid',
      message: 'Numéro de réservation incorrect',
    });
    expect(classifyTrackingError(new ApiError('', { status: 500 }))).toEqual({ kind: 'other' });
    expect(classifyTrackingError(new Error('boom'))).toEqual({ kind: 'other', message: 'boom' });
  });
});
