import path from 'node:path';
import type { Config } from '../../../config';
import { createOutboxSender } from './outbox-sender';
import type { SmsSender } from './sms-sender';

/** The sender chosen by SMS_PROVIDER; config validation guarantees its keys are present. */
export function createSmsSender(config: Config): SmsSender {
  switch (config.SMS_PROVIDER) {
    case 'outbox':
      return createOutboxSender(path.join(config.DATA_DIR, 'outbox'));
  }
}
