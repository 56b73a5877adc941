import { SmsSendError } from './sms-sender';

export interface HttpAnswer {
  status: number;
  text: string;
  /** The body parsed as JSON, undefined when it is not JSON (Africa's Talking answers some errors in plain text). */
  json: unknown;
}

/**
 * One call to an SMS provider, bounded by a timeout so that a hung provider holds neither a request nor the job.
 * Any HTTP status is answered (the sender decides what it means); only an unreachable or silent provider throws,
 * as a failure worth trying again.
 */
export async function callSmsProvider(
  url: string,
  init: { headers: Record<string, string>; body: string; timeoutMs: number },
): Promise<HttpAnswer> {
  const { pathname } = new URL(url);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(init.timeoutMs),
      redirect: 'error',
    });
    const text = await response.text();
    return { status: response.status, text, json: parseJson(text) };
  } catch (error) {
    // Only the path: a URL can carry a secret, and this message is stored on the queued SMS.
    throw new SmsSendError(`provider unreachable or too slow: POST ${pathname}`, false, { cause: error });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Base URLs are configured with or without a trailing slash. */
export const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

/** A provider's words, shortened for the queue's `last_error` column. */
export const excerpt = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);
