import { z } from 'zod';
import { callSmsProvider, excerpt, joinUrl, type HttpAnswer } from './http';
import { SmsSendError, type SmsSender } from './sms-sender';

export interface OrangeSmsOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The number the bundle belongs to, `tel:+225…` (a bare `+225…` is accepted). */
  senderAddress: string;
  /** The registered sender name shown instead of the number, when Orange has approved one. */
  senderName?: string;
  timeoutMs: number;
  /** The clock, for the tests of the token's expiry. */
  now?: () => number;
}

const tokenSchema = z.object({
  access_token: z.string().min(1),
  // Documented as a string ("3600"); a number is read the same.
  expires_in: z.coerce.number().positive(),
});

/** `requestError.serviceException` (SVC…) or `policyException` (POL…), with `%1` filled from `variables`. */
const requestErrorSchema = z.object({
  requestError: z.record(
    z.string(),
    z.object({
      messageId: z.string(),
      text: z.string().optional(),
      variables: z.union([z.string(), z.array(z.string())]).optional(),
    }),
  ),
});

const sentSchema = z.object({
  outboundSMSMessageRequest: z.object({ resourceURL: z.string().optional() }),
});

/**
 * Orange's SMS API (Africa and Middle East): an OAuth 2.0 client-credentials token (`POST /oauth/v3/token`, Basic
 * auth, one hour), kept until shortly before it expires, then `POST /smsmessaging/v1/outbound/{sender}/requests`,
 * 201 when taken. A 401 on the message means the token died early (Orange's error code 42): a new one is asked
 * for once. Refusals of the request itself (SVC…: a number Orange cannot reach) are permanent; the rest (POL…: no
 * bundle left; credentials; rate limits; Orange down) is worth another try.
 */
export function createOrangeSender(options: OrangeSmsOptions): SmsSender {
  const now = options.now ?? Date.now;
  const senderAddress = options.senderAddress.startsWith('tel:')
    ? options.senderAddress
    : `tel:${options.senderAddress}`;
  const messagesUrl = joinUrl(
    options.baseUrl,
    `/smsmessaging/v1/outbound/${encodeURIComponent(senderAddress)}/requests`,
  );
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
  let token: { value: string; renewAt: number } | null = null;
  // One token request at a time: messages sent together share the token it brings.
  let pending: Promise<string> | null = null;

  async function requestToken(): Promise<string> {
    const answer = await callSmsProvider(joinUrl(options.baseUrl, '/oauth/v3/token'), {
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      timeoutMs: options.timeoutMs,
    });
    const parsed = tokenSchema.safeParse(answer.json);
    if (answer.status !== 200 || !parsed.success) {
      throw new SmsSendError(`Orange refused a token: HTTP ${answer.status} ${excerpt(answer.text)}`, false);
    }
    const lifetimeMs = parsed.data.expires_in * 1000;
    // Renewed a little early (a tenth of its life, at most a minute), so that no message leaves with a token
    // that dies on its way.
    token = {
      value: parsed.data.access_token,
      renewAt: now() + lifetimeMs - Math.min(60_000, lifetimeMs / 10),
    };
    return token.value;
  }

  async function accessToken(): Promise<string> {
    if (token && now() < token.renewAt) return token.value;
    pending ??= requestToken().finally(() => (pending = null));
    return pending;
  }

  const post = (bearer: string, to: string, text: string) =>
    callSmsProvider(messagesUrl, {
      headers: {
        authorization: `Bearer ${bearer}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        outboundSMSMessageRequest: {
          address: `tel:${to}`,
          senderAddress,
          ...(options.senderName && { senderName: options.senderName }),
          outboundSMSTextMessage: { message: text },
        },
      }),
      timeoutMs: options.timeoutMs,
    });

  return {
    name: 'orange',
    async send(sms) {
      let answer = await post(await accessToken(), sms.to, sms.text);
      if (answer.status === 401) {
        token = null;
        answer = await post(await accessToken(), sms.to, sms.text);
      }
      if (answer.status === 201) return { providerMessageId: messageIdOf(answer) };
      throw refusal(answer);
    },
  };
}

/** The id Orange gives the request: the last segment of its `resourceURL`. */
function messageIdOf(answer: HttpAnswer): string | null {
  const url = sentSchema.safeParse(answer.json).data?.outboundSMSMessageRequest.resourceURL;
  return url ? (url.split('/').filter(Boolean).at(-1) ?? null) : null;
}

function refusal(answer: HttpAnswer): SmsSendError {
  const parsed = requestErrorSchema.safeParse(answer.json);
  const exception = parsed.success ? Object.values(parsed.data.requestError)[0] : undefined;
  if (!exception) {
    return new SmsSendError(`Orange answered HTTP ${answer.status}: ${excerpt(answer.text)}`, false);
  }
  const variables = [exception.variables ?? []].flat();
  const text = (exception.text ?? '').replace(/%(\d+)/g, (_, n: string) => variables[Number(n) - 1] ?? '');
  // SVC…: the request itself is wrong for Orange (most often the number); sending it again cannot help.
  const permanent = answer.status === 400 && exception.messageId.startsWith('SVC');
  return new SmsSendError(`Orange ${exception.messageId}: ${excerpt(text)}`, permanent);
}
