import { ProviderError } from './provider';

export interface ProviderRequest {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  json?: unknown;
  timeoutMs: number;
}

/**
 * One JSON call to a provider, bounded by a timeout (a hung provider must not hold a request or a job). Any
 * failure, including a body that is not JSON, becomes a ProviderError; the caller validates the shape.
 */
export async function callProvider(url: string, request: ProviderRequest): Promise<unknown> {
  const { pathname } = new URL(url);
  let text: string;
  let status: number;
  try {
    const response = await fetch(url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body: request.json === undefined ? undefined : JSON.stringify(request.json),
      signal: AbortSignal.timeout(request.timeoutMs),
      redirect: 'error',
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    // Only the path: the URL may be logged, and some providers take keys in query strings.
    throw new ProviderError(`provider unreachable or too slow: ${request.method} ${pathname}`, {
      cause: error,
    });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderError(`provider answered HTTP ${status} without JSON: ${request.method} ${pathname}`);
  }
}

/** Base URLs are configured with or without a trailing slash. */
export const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;
