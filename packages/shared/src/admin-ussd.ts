import { z } from 'zod';
import { adminSmsSchema } from './admin-sms';
import { err } from './error-key';
import { requiredPhoneSchema } from './user';

/** The short code the simulator dials; shown only (the gateway's service code never changes a menu). */
export const USSD_SIMULATOR_CODE = '*789#';

/**
 * POST /admin/ussd/simulate: one request as the gateway would send it (DESIGN §11) — the simulated session, the
 * caller, and every input so far joined by `*` (empty to dial).
 */
export const ussdSimulateSchema = z.object({
  sessionId: z
    .string(err('sessionIdInvalid'))
    .trim()
    .min(1, err('sessionIdInvalid'))
    .max(100, err('sessionIdInvalid')),
  phoneNumber: requiredPhoneSchema,
  text: z.string().max(500, err('tooLong')).default(''),
});
export type UssdSimulateInput = z.input<typeof ussdSimulateSchema>;

/** The gateway's answer, split: the screen's text and whether the session is over (`END`) or goes on (`CON`). */
export const ussdScreenSchema = z.object({ screen: z.string(), ended: z.boolean() });
export type UssdScreen = z.infer<typeof ussdScreenSchema>;

/** GET /admin/ussd/phone/{phone}: what that phone received, newest first, and a sandbox push waiting for it. */
export const ussdPhoneSchema = z.object({
  sms: z.array(adminSmsSchema),
  pendingPayment: z.object({ reference: z.string(), amount: z.number().int(), url: z.string() }).nullable(),
});
export type UssdPhone = z.infer<typeof ussdPhoneSchema>;
