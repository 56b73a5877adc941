import { isApiError } from '@/lib/api-error';

export type LoginError =
  { kind: 'asIs'; message: string } | { kind: 'invalidCredentials' } | { kind: 'unexpected' };

/**
 * SPEC §8 Auth: a ban or lock message is shown as the server wrote it; wrong credentials get one neutral message
 * (whatever the language the API answered in, hence the status codes beside the spec's French and English words).
 */
export function classifyLoginError(error: unknown): LoginError {
  if (!isApiError(error)) return { kind: 'unexpected' };
  const { message, status } = error;
  if (status === 403 || status === 423 || /banni|verrouill/i.test(message)) return { kind: 'asIs', message };
  if (status === 401 || /identifiants invalides|invalid credentials|incorrect/i.test(message)) {
    return { kind: 'invalidCredentials' };
  }
  return { kind: 'asIs', message };
}
