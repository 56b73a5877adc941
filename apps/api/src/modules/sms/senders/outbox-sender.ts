import { writeToOutbox } from '../../../lib/outbox';
import type { SmsSender } from './sms-sender';

/** The default (DESIGN §6): no network, each SMS a JSON file in DATA_DIR/outbox, its name as message id. */
export function createOutboxSender(outboxDir: string): SmsSender {
  return {
    name: 'outbox',
    async send(sms) {
      const name = await writeToOutbox(outboxDir, {
        channel: 'sms',
        to: sms.to,
        subject: 'SMS',
        text: sms.text,
        html: null,
        attachments: [],
      });
      return { providerMessageId: name };
    },
  };
}
