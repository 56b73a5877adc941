import { isApiError } from '@/lib/api-error';

export type TrackingErrorKind =
  | { kind: 'notFound'; message?: string }
  | { kind: 'invalid'; message?: string }
  | { kind: 'other'; message?: string };

/**
 * SPEC §8 Tracking: "not found" with the server's message (or "booking number incorrect"); any other failure
 * with the server's message, the error's, or a generic one. A refused number (400) reads as "incorrect".
 */
export function classifyTrackingError(error: unknown): TrackingErrorKind {
  const message = error instanceof Error && error.message ? error.message : undefined;
  if (isApiError(error) && error.status === 404) return { kind: 'notFound', message };
  if (isApiError(error) && error.status === 400) return { kind: 'invalid', message };
  return { kind: 'other', message };
}
