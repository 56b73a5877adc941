import { startFakeServer, type FakeAnswer, type FakeRequest } from './fake-server';

export const ORANGE_SMS_ENV = {
  SMS_PROVIDER: 'orange',
  ORANGE_SMS_CLIENT_ID: 'test-client-id',
  ORANGE_SMS_CLIENT_SECRET: 'test-client-secret',
  ORANGE_SMS_SENDER_ADDRESS: 'tel:+2250700000000',
  SMS_SENDER_ID: 'Gbaka',
  SMS_TIMEOUT_MS: '3000',
};

const basic = `Basic ${Buffer.from(
  `${ORANGE_SMS_ENV.ORANGE_SMS_CLIENT_ID}:${ORANGE_SMS_ENV.ORANGE_SMS_CLIENT_SECRET}`,
).toString('base64')}`;
const SENDS = /^\/smsmessaging\/v1\/outbound\/([^/]+)\/requests$/;

const unauthorized = (code: number, message: string, description: string): FakeAnswer => ({
  status: 401,
  json: { code, message, description },
});
const serviceException = (messageId: string, text: string, variables: string): FakeAnswer => ({
  status: 400,
  json: { requestError: { serviceException: { messageId, text, variables } } },
});

/**
 * Orange's SMS API as its documentation describes it: `POST /oauth/v3/token` (Basic auth of the client id and
 * secret, form `grant_type=client_credentials`) answers a one-hour bearer token; `POST
 * /smsmessaging/v1/outbound/{tel:+sender, URL-encoded}/requests` answers 201 with the request and its
 * `resourceURL`; errors as the gateway words them (401 with code 41 or 42) or as `requestError` (SVC…, POL…).
 */
export async function startFakeOrangeSms() {
  const tokens = new Map<string, { expired: boolean }>();
  const delivered: { to: string; text: string; senderName?: string }[] = [];
  const rejected = new Set<string>();
  let next: FakeAnswer | null = null;
  let counter = 0;

  function token(req: FakeRequest): FakeAnswer {
    const form = req.body as Record<string, string> | undefined;
    if (req.headers.authorization !== basic || form?.grant_type !== 'client_credentials') {
      return {
        status: 401,
        json: { error: 'invalid_client', error_description: 'Invalid client credentials' },
      };
    }
    const value = `orange-token-${++counter}`;
    tokens.set(value, { expired: false });
    return { json: { token_type: 'Bearer', access_token: value, expires_in: '3600' } };
  }

  function send(req: FakeRequest, sender: string): FakeAnswer {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const known = bearer ? tokens.get(bearer) : undefined;
    if (!known) return unauthorized(41, 'Invalid credentials', 'The requested service needs credentials.');
    if (known.expired)
      return unauthorized(42, 'Expired credentials', 'The credentials provided were out-of-date.');
    if (next) {
      const answer = next;
      next = null;
      return answer;
    }
    const request = (req.body as { outboundSMSMessageRequest?: Record<string, unknown> })
      ?.outboundSMSMessageRequest;
    const message = (request?.outboundSMSTextMessage as { message?: unknown } | undefined)?.message;
    if (!request || request.senderAddress !== sender || typeof message !== 'string') {
      return serviceException('SVC0002', 'Invalid input value for message part %1', 'senderAddress');
    }
    const address = String(request.address);
    if (!/^tel:\+\d{8,15}$/.test(address) || rejected.has(address.slice(4))) {
      return serviceException('SVC0004', 'No valid addresses provided in message part %1', 'address');
    }
    const senderName = request.senderName as string | undefined;
    delivered.push({ to: address.slice(4), text: message, senderName });
    const id = `req-${counter++}`;
    return {
      status: 201,
      json: {
        outboundSMSMessageRequest: {
          address: [address],
          senderAddress: sender,
          ...(senderName && { senderName }),
          outboundSMSTextMessage: { message },
          resourceURL: `https://api.orange.com/smsmessaging/v1/outbound/${encodeURIComponent(sender)}/requests/${id}`,
        },
      },
    };
  }

  const fake = await startFakeServer((req) => {
    if (req.method === 'POST' && req.path === '/oauth/v3/token') return token(req);
    const match = SENDS.exec(req.path);
    if (req.method === 'POST' && match) return send(req, decodeURIComponent(match[1]!));
    return { status: 404, json: { code: 60, message: 'Resource not found' } };
  });

  return {
    ...fake,
    delivered,
    /** The numbers Orange answers "no valid address" for. */
    rejected,
    /** Orange ends every token issued so far before its hour is over. */
    expireTokens: () => tokens.forEach((t) => (t.expired = true)),
    /** The next message request, once authenticated, gets this answer. */
    answerNext: (answer: FakeAnswer) => void (next = answer),
    tokenRequests: () => fake.state.requests.filter((r) => r.path === '/oauth/v3/token').length,
    messageRequests: () => fake.state.requests.filter((r) => SENDS.test(r.path)).length,
  };
}
