export const SMS_PROVIDERS = ['outbox', 'orange', 'africastalking'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

export interface OutgoingSms {
  /** E.164: +225 and ten digits. */
  to: string;
  text: string;
}

/** One way out for an SMS. The queue (sms-queue.ts) is the only caller: features enqueue, they never send. */
export interface SmsSender {
  readonly name: SmsProvider;
  /** Resolves once the provider has taken the message; throws SmsSendError otherwise. */
  send(sms: OutgoingSms): Promise<{ providerMessageId: string | null }>;
}

/**
 * The provider did not take the message. `permanent` when trying again cannot help (the number is rejected);
 * otherwise (timeout, provider down, credentials or balance to fix) the queue tries again later.
 */
export class SmsSendError extends Error {
  override readonly name = 'SmsSendError';
  constructor(
    message: string,
    readonly permanent: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
