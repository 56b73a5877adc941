import { z } from 'zod';
import { paginationQuerySchema } from './common';
import { err } from './error-key';

/**
 * The SMS queue as the back office sees it (DESIGN §11). `queued`: waiting for its first try or its next retry;
 * `sending`: handed to the provider right now; `sent`: the provider took it; `failed`: given up (rejected number,
 * out of attempts, or too late to be useful), kept so that an administrator sees it.
 */
export const SMS_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/** GET /admin/sms: newest first; `status` narrows to one state. */
export const adminSmsQuerySchema = paginationQuerySchema.extend({
  status: z.enum(SMS_STATUSES, err('statusInvalid')).optional(),
});
export type AdminSmsQuery = z.output<typeof adminSmsQuerySchema>;

export const adminSmsSchema = z.object({
  _id: z.string(),
  to: z.string(),
  /** Null for a message that carries a secret (a password-reset link): never shown, erased once final. */
  text: z.string().nullable(),
  /** What it is for, as its sender names it: `ticket`, `password-reset`, `reminder`... */
  kind: z.string(),
  bookingId: z.string().nullable(),
  status: z.enum(SMS_STATUSES),
  attempts: z.number().int(),
  /** When the next try is due (queued), or when a try in progress is given up for lost (sending). */
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
  /** The sender that took it: outbox, orange or africastalking. */
  provider: z.string().nullable(),
  providerMessageId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminSms = z.infer<typeof adminSmsSchema>;
