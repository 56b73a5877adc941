import { startFakeServer, type FakeAnswer } from './fake-server';

export const AFRICASTALKING_SMS_ENV = {
  SMS_PROVIDER: 'africastalking',
  AFRICASTALKING_USERNAME: 'gbaka',
  AFRICASTALKING_API_KEY: 'atsk_test_key_123',
  SMS_SENDER_ID: 'Gbaka',
  // Generous: a process's first call takes a few hundred milliseconds on a busy machine.
  SMS_TIMEOUT_MS: '3000',
};

const recipient = (number: string, statusCode: number, status: string, messageId = 'None') => ({
  statusCode,
  number,
  status,
  cost: statusCode === 101 ? 'XOF 25.0000' : '0',
  messageId,
});

/**
 * Africa's Talking's SMS API as its documentation describes it: `POST /version1/messaging`, form-encoded
 * `username`, `to`, `message` and optional `from`, the key in the `apiKey` header; 201 with
 * `SMSMessageData.Recipients[]` (statusCode 101 Success, 403 InvalidPhoneNumber, ...); a wrong key gets 401 in
 * plain text; an unregistered sender id sends to nobody.
 */
export async function startFakeAfricasTalkingSms() {
  const delivered: { to: string; text: string; from?: string }[] = [];
  const rejected = new Set<string>();
  const senderIds = new Set([AFRICASTALKING_SMS_ENV.SMS_SENDER_ID]);
  let next: FakeAnswer | null = null;
  let counter = 0;

  const fake = await startFakeServer((req) => {
    if (req.method !== 'POST' || req.path !== '/version1/messaging')
      return { status: 404, text: 'Not Found' };
    const form = (req.body ?? {}) as Record<string, string>;
    if (
      req.headers.apikey !== AFRICASTALKING_SMS_ENV.AFRICASTALKING_API_KEY ||
      form.username !== AFRICASTALKING_SMS_ENV.AFRICASTALKING_USERNAME
    ) {
      return { status: 401, text: 'The supplied authentication is invalid' };
    }
    for (const field of ['to', 'message']) {
      if (!form[field]) return { status: 400, text: `Request is missing required form field '${field}'` };
    }
    if (next) {
      const answer = next;
      next = null;
      return answer;
    }
    if (form.from && !senderIds.has(form.from)) {
      return { status: 201, json: { SMSMessageData: { Message: 'InvalidSenderId', Recipients: [] } } };
    }
    const to = form.to!;
    if (!/^\+\d{8,15}$/.test(to) || rejected.has(to)) {
      const Recipients = [recipient(to, 403, 'InvalidPhoneNumber')];
      return { status: 201, json: { SMSMessageData: { Message: 'Sent to 0/1 Total Cost: 0', Recipients } } };
    }
    delivered.push({ to, text: form.message!, from: form.from });
    const Recipients = [recipient(to, 101, 'Success', `ATXid_${++counter}`)];
    return {
      status: 201,
      json: { SMSMessageData: { Message: 'Sent to 1/1 Total Cost: XOF 25.0000', Recipients } },
    };
  });

  return {
    ...fake,
    delivered,
    /** The numbers Africa's Talking answers InvalidPhoneNumber for. */
    rejected,
    /** The registered sender ids; any other `from` sends to nobody. */
    senderIds,
    /** The next authenticated, complete request gets this answer. */
    answerNext: (answer: FakeAnswer) => void (next = answer),
    recipient,
  };
}
