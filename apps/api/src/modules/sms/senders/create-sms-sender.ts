import path from 'node:path';
import type { Config } from '../../../config';
import { createAfricasTalkingSender } from './africastalking-sender';
import { createOrangeSender } from './orange-sender';
import { createOutboxSender } from './outbox-sender';
import type { SmsSender } from './sms-sender';

/** The sender chosen by SMS_PROVIDER; config validation guarantees its keys are present. */
export function createSmsSender(config: Config): SmsSender {
  switch (config.SMS_PROVIDER) {
    case 'outbox':
      return createOutboxSender(path.join(config.DATA_DIR, 'outbox'));
    case 'orange':
      return createOrangeSender({
        baseUrl: config.ORANGE_SMS_BASE_URL,
        clientId: config.ORANGE_SMS_CLIENT_ID!,
        clientSecret: config.ORANGE_SMS_CLIENT_SECRET!,
        senderAddress: config.ORANGE_SMS_SENDER_ADDRESS!,
        senderName: config.SMS_SENDER_ID,
        timeoutMs: config.SMS_TIMEOUT_MS,
      });
    case 'africastalking':
      return createAfricasTalkingSender({
        baseUrl: config.AFRICASTALKING_BASE_URL,
        username: config.AFRICASTALKING_USERNAME!,
        apiKey: config.AFRICASTALKING_API_KEY!,
        from: config.SMS_SENDER_ID,
        timeoutMs: config.SMS_TIMEOUT_MS,
      });
  }
}
