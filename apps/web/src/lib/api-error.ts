import type { FieldError } from '@gbaka/shared';

interface ApiErrorDetails {
  /** HTTP status; 0 when no response arrived (network error or time-out). */
  status?: number;
  /** Field errors of the API's failure body `{ success: false, message, errors? }`. */
  errors?: FieldError[];
  /** True when the user must sign in again (session expired, or a protected call made anonymously). */
  requiresLogin?: boolean;
  body?: unknown;
}

/** The only error the API client rejects with; `message` is ready to show to the user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: FieldError[];
  readonly requiresLogin: boolean;
  readonly body: unknown;

  constructor(message: string, details: ApiErrorDetails = {}) {
    super(message);
    this.status = details.status ?? 0;
    this.errors = details.errors ?? [];
    this.requiresLogin = details.requiresLogin ?? false;
    this.body = details.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for any error a mutation or query may throw. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
