import { z } from 'zod';
import { callSmsProvider, excerpt, joinUrl } from './http';
import { SmsSendError, type SmsSender } from './sms-sender';

export interface AfricasTalkingSmsOptions {
  baseUrl: string;
  username: string;
  apiKey: string;
  /** A sender id or short code registered with Africa's Talking; the account's default when absent. */
  from?: string;
  timeoutMs: number;
}

const answerSchema = z.object({
  SMSMessageData: z.object({
    Message: z.string().optional(),
    Recipients: z.array(
      z.object({
        number: z.string().optional(),
        status: z.string(),
        statusCode: z.coerce.number().int(),
        messageId: z.string().optional(),
      }),
    ),
  }),
});

/** 100 Processed, 101 Sent, 102 Queued: the message is Africa's Talking's now. */
const TAKEN = new Set([100, 101, 102]);
/**
 * The recipient itself is refused (403 InvalidPhoneNumber, 404 UnsupportedNumberType, 406 UserInBlacklist, 409
 * DoNotDisturbRejection): sending again cannot help. The other codes (401 RiskHold, 402 InvalidSenderId, 405
 * InsufficientBalance, 407 CouldNotRoute, 5xx) may clear once the account or the network is fixed.
 */
const REFUSED_FOR_GOOD = new Set([403, 404, 406, 409]);

/**
 * Africa's Talking SMS: `POST /version1/messaging`, form-encoded `username`, `to`, `message` and `from`, the key
 * in the `apiKey` header; 201 with one status per recipient. A wrong key is a 401 in plain text.
 */
export function createAfricasTalkingSender(options: AfricasTalkingSmsOptions): SmsSender {
  const url = joinUrl(options.baseUrl, '/version1/messaging');
  return {
    name: 'africastalking',
    async send(sms) {
      const form = new URLSearchParams({ username: options.username, to: sms.to, message: sms.text });
      if (options.from) form.set('from', options.from);
      const answer = await callSmsProvider(url, {
        headers: {
          apiKey: options.apiKey,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
        timeoutMs: options.timeoutMs,
      });
      const parsed = answerSchema.safeParse(answer.json);
      if (!parsed.success || answer.status >= 300) {
        // 400: our request is malformed, the same again would be too; 401 (the key), 5xx: worth another try.
        const detail = `Africa's Talking answered HTTP ${answer.status}: ${excerpt(answer.text)}`;
        throw new SmsSendError(detail, answer.status === 400);
      }
      const data = parsed.data.SMSMessageData;
      const recipient = data.Recipients.find((r) => r.number === sms.to) ?? data.Recipients[0];
      if (!recipient) {
        // Nobody was sent to: the message says why (InvalidSenderId, a balance too low...).
        throw new SmsSendError(`Africa's Talking sent nothing: ${excerpt(data.Message ?? '')}`, false);
      }
      if (TAKEN.has(recipient.statusCode)) return { providerMessageId: recipient.messageId ?? null };
      throw new SmsSendError(
        `Africa's Talking ${recipient.statusCode} ${recipient.status}`,
        REFUSED_FOR_GOOD.has(recipient.statusCode),
      );
    },
  };
}
