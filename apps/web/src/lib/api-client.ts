import type { FieldError } from '@gbaka/shared';
import { i18n } from '@/i18n';
import { ApiError } from './api-error';
import { getToken, removeToken, setToken } from './token-storage';

export { ApiError, isApiError } from './api-error';

/** The one way the web app talks to the API (SPEC §7–9, DESIGN §3, §8). */
export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 45_000;
export const MAX_READ_RETRIES = 3;
const FIRST_RETRY_DELAY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 5_000;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  body?: unknown;
  /** Query string parameters; undefined, null and empty values are left out. */
  query?: Record<string, QueryValue>;
  /** Cancels the request (TanStack Query passes one to every query function). */
  signal?: AbortSignal;
  /** Retries on no response, time-out, 5xx and 429. Default: on for GET, off otherwise. */
  retry?: boolean;
  /** `blob` for files such as the PDF ticket. */
  responseType?: 'json' | 'blob';
  /** Extra request headers, such as a counter sale's `Idempotency-Key`. */
  headers?: Record<string, string>;
}

interface Outcome {
  status: number;
  ok: boolean;
  data: unknown;
}

let sessionExpiredHandler: () => void = () => {};
let send: typeof fetch = (input, init) => fetch(input, init);
let readRetries = MAX_READ_RETRIES;

/**
 * The server's render of a public page asks its data of the API in the same process (entry-server.tsx,
 * apps/api/src/plugins/spa.ts): same paths and answers, no socket.
 */
export function setApiFetch(fetchInProcess: typeof fetch): void {
  send = fetchInProcess;
  // The server renders one page at a time: a read that failed is not retried there, it shows its error and the
  // browser asks again, rather than holding every other visitor's page for the back-off's seconds.
  readRetries = 0;
}

/** Called once when the session cannot be refreshed: the app clears the user and goes to /login. */
export function setSessionExpiredHandler(handler: () => void): void {
  sessionExpiredHandler = handler;
}

export function retryDelay(attempt: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 429;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

async function readBody(response: Response, responseType: RequestOptions['responseType']): Promise<unknown> {
  if (response.status === 204) return undefined;
  if (response.ok && responseType === 'blob') return response.blob();
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** One attempt: the time-out covers the whole exchange, body included. Throws when no response arrived. */
async function attempt(
  method: Method,
  url: string,
  options: RequestOptions,
  token: string | null,
): Promise<Outcome> {
  options.signal?.throwIfAborted();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('timeout')), REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'Accept-Language': i18n.language,
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await send(url, {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
    return { status: response.status, ok: response.ok, data: await readBody(response, options.responseType) };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

async function attemptWithRetries(
  method: Method,
  url: string,
  options: RequestOptions,
  token: string | null,
): Promise<Outcome> {
  const retries = (options.retry ?? method === 'GET') ? readRetries : 0;
  for (let tried = 0; ; tried += 1) {
    let outcome: Outcome;
    try {
      outcome = await attempt(method, url, options, token);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (tried < retries) {
        await sleep(retryDelay(tried), options.signal);
        continue;
      }
      throw new ApiError(i18n.t('common:errors.network'), { status: 0 });
    }
    if (tried < retries && isRetryableStatus(outcome.status)) {
      await sleep(retryDelay(tried), options.signal);
      continue;
    }
    return outcome;
  }
}

let pendingRefresh: Promise<string | null> | null = null;

async function requestNewToken(): Promise<string | null> {
  // A network failure here rejects with the network error and keeps the session: only the server can end it.
  const outcome = await attemptWithRetries('POST', buildUrl('/users/refresh'), { retry: false }, null);
  const token = (outcome.data as { token?: unknown } | undefined)?.token;
  return outcome.ok && typeof token === 'string' ? token : null;
}

/** One refresh for any number of simultaneous 401s; on refusal the session ends once. */
export function refreshAccessToken(): Promise<string | null> {
  pendingRefresh ??= requestNewToken()
    .then((token) => {
      if (token) {
        setToken(token);
      } else {
        removeToken();
        sessionExpiredHandler();
      }
      return token;
    })
    .finally(() => {
      pendingRefresh = null;
    });
  return pendingRefresh;
}

function toResult<T>(outcome: Outcome): T {
  const body = outcome.data as { success?: unknown; message?: unknown; errors?: FieldError[] } | undefined;
  const message = typeof body?.message === 'string' && body.message ? body.message : undefined;
  if (outcome.ok && body?.success !== false) return outcome.data as T;
  if (message) {
    throw new ApiError(message, {
      status: outcome.status,
      errors: Array.isArray(body?.errors) ? body.errors : [],
      requiresLogin: outcome.status === 401,
      body,
    });
  }
  throw new ApiError(i18n.t('common:errors.unknown', { status: outcome.status }), {
    status: outcome.status,
    requiresLogin: outcome.status === 401,
    body,
  });
}

export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  const sentToken = getToken();
  let outcome = await attemptWithRetries(method, url, options, sentToken);
  // Only a request that carried a token can have an expired one; an anonymous 401 (a wrong password) is an answer.
  if (outcome.status === 401 && sentToken) {
    const current = getToken();
    // Another request may already have refreshed the token while this one was in flight.
    const token = current && current !== sentToken ? current : await refreshAccessToken();
    if (!token) {
      throw new ApiError(i18n.t('common:errors.sessionExpired'), { status: 401, requiresLogin: true });
    }
    outcome = await attemptWithRetries(method, url, options, token);
  }
  return toResult<T>(outcome);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
