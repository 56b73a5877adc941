import { z } from 'zod';
import { err } from './error-key';
import type { MessageKey } from './messages/fr';
import { requiredEmailSchema, requiredPhoneSchema } from './user';

/** Partnership requests from transport companies (SPEC §2 Partner application, §3 Partner, §4). */
export const PARTNER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

export const PARTNER_STATUS_LABELS: Record<PartnerStatus, MessageKey> = {
  pending: 'partnerPending',
  approved: 'partnerApproved',
  rejected: 'partnerRejected',
};

export const PARTNER_MESSAGE_MAX = 2000;

/**
 * POST /partners/request, also the admin add and edit forms. The phone follows the Ivorian rule like every
 * other phone of the product: partners are companies operating from Côte d'Ivoire.
 */
export const partnerRequestSchema = z.object({
  companyName: z
    .string(err('companyNameRequired'))
    .trim()
    .min(1, err('companyNameRequired'))
    .max(120, err('tooLong')),
  email: requiredEmailSchema,
  phone: requiredPhoneSchema,
  message: z
    .string()
    .trim()
    .max(PARTNER_MESSAGE_MAX, err('messageTooLong'))
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type PartnerRequestInput = z.input<typeof partnerRequestSchema>;
export type PartnerRequest = z.output<typeof partnerRequestSchema>;

export const partnerSchema = z.object({
  _id: z.string(),
  companyName: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string().nullable(),
  status: z.enum(PARTNER_STATUSES),
  createdAt: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;

/** The admin page's counters (SPEC §2 Partners). */
export const partnerCountsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});
export type PartnerCounts = z.infer<typeof partnerCountsSchema>;

/** GET /admin/partners: search by company name, e-mail or phone; "all" (or nothing) for every status. */
export const partnerListQuerySchema = z.object({
  search: z.string().trim().max(100, err('tooLong')).optional(),
  status: z
    .union([z.literal('all'), z.enum(PARTNER_STATUSES)], err('statusInvalid'))
    .optional()
    .transform((v) => (v === 'all' ? undefined : v)),
});

/** The same, paged; the card grid shows up to 100 requests at a time, newest first. */
export const adminPartnerListQuerySchema = partnerListQuerySchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

/** Approve and reject apply only to pending requests (SPEC §4). */
export function canDecidePartner(status: PartnerStatus): boolean {
  return status === 'pending';
}
