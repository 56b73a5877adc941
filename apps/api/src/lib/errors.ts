import type { MessageKey } from '@gbaka/shared';

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
    readonly messageKey: MessageKey,
    readonly options: {
      params?: Record<string, string | number>;
      errors?: { field: string; message: MessageKey }[];
      data?: Record<string, unknown>;
    } = {},
  ) {
    super(messageKey);
    this.statusCode = STATUS[code];
  }
}

export const notFound = (key: MessageKey = 'notFound') => new AppError('NOT_FOUND', key);
export const forbidden = (key: MessageKey = 'forbidden') => new AppError('FORBIDDEN', key);
export const unauthorized = (key: MessageKey = 'unauthorized') => new AppError('UNAUTHORIZED', key);
export const conflict = (key: MessageKey, data?: Record<string, unknown>) =>
  new AppError('CONFLICT', key, { data });
