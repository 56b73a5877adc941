import type { ApiMessageKey } from '@gbaka/shared';

const STATUS = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LOCKED: 423,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof STATUS;

/**
 * The one error type for expected failures. `message` is a key of the shared catalogues, translated into the
 * caller's language by the error handler; `data` travels with the answer (e.g. the current total on a 409).
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: ApiMessageKey,
    readonly options: {
      params?: Record<string, string | number>;
      errors?: { field: string; message: ApiMessageKey }[];
      data?: Record<string, unknown>;
    } = {},
  ) {
    super(messageKey);
    this.statusCode = STATUS[code];
  }
}

export const notFound = (key: ApiMessageKey = 'notFound') => new AppError('NOT_FOUND', key);
export const forbidden = (key: ApiMessageKey = 'forbidden') => new AppError('FORBIDDEN', key);
export const unauthorized = (key: ApiMessageKey = 'unauthorized') => new AppError('UNAUTHORIZED', key);
export const conflict = (key: ApiMessageKey, data?: Record<string, unknown>) =>
  new AppError('CONFLICT', key, { data });
