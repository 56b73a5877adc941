import { z } from 'zod';
import { idSchema, isoDateSchema, namedRefSchema } from './common';
import { err } from './error-key';
import { numberField, requiredText } from './form-fields';
import {
  firstNameSchema,
  lastNameSchema,
  newPasswordSchema,
  optionalEmailSchema,
  optionalPhoneSchema,
} from './user';

/**
 * Companies' workspaces (DESIGN §9): the staff of a transport company, their invitations and what the
 * operator API answers about the company itself. Platform roles (`user`, `admin`) are unchanged: staff are
 * users with a membership.
 */
export const COMPANY_ROLES = ['manager', 'agent', 'conductor'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
export const companyRoleSchema = z.enum(COMPANY_ROLES, err('companyRoleInvalid'));

/** Managers do everything agents and conductors do. */
export function roleAllows(role: CompanyRole, allowed: readonly CompanyRole[]): boolean {
  return role === 'manager' || allowed.includes(role);
}

/** The platform's commission, in basis points: 800 = 8 % (the default). */
export const DEFAULT_COMMISSION_RATE = 800;
export const commissionRateSchema = z
  .number(err('commissionRateInvalid'))
  .int(err('commissionRateInvalid'))
  .min(0, err('commissionRateInvalid'))
  .max(10_000, err('commissionRateInvalid'));

/** GET /operator/company: the caller's company, their role and the commission rate. */
export const operatorCompanySchema = z.object({
  company: namedRefSchema.extend({
    logo: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
  }),
  role: companyRoleSchema,
  /** Basis points (800 = 8 %). */
  commissionRate: z.number().int(),
});
export type OperatorCompany = z.infer<typeof operatorCompanySchema>;

/** Invitations last seven days and are used once (DESIGN §9). */
export const INVITATION_DAYS = 7;

/** The token as the link carries it (base64url, 32 random bytes). */
export const invitationTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, err('invitationInvalid')),
});

/** PUT /admin/partners/{id}/approve: link an existing company, or (nothing sent) create one from the request. */
export const approvePartnerSchema = z
  .object({ companyId: idSchema.optional() })
  // A request without a body reaches the schema as null.
  .nullish()
  .transform((v) => v ?? {});

/** POST /operator/staff: a role and where to send the invitation, an e-mail or a phone. */
export const staffInviteSchema = z
  .object({
    role: companyRoleSchema,
    email: optionalEmailSchema,
    phone: optionalPhoneSchema,
  })
  .refine((v) => v.email || v.phone, { ...err('emailOrPhoneRequired'), path: ['email'] });
export type StaffInviteInput = z.input<typeof staffInviteSchema>;
export type StaffInvite = z.output<typeof staffInviteSchema>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const staffInvitationSchema = z.object({
  _id: z.string(),
  role: companyRoleSchema,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const staffMemberSchema = z.object({
  /** The user's id, which DELETE /operator/staff/{id} takes. */
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: companyRoleSchema,
  since: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /operator/staff: the members, and the invitations still open or recently closed. */
export const staffListSchema = z.object({
  members: z.array(staffMemberSchema),
  invitations: z.array(staffInvitationSchema),
});
export type StaffList = z.infer<typeof staffListSchema>;

/** GET /invitations/{token}: what the invitation offers, for the page that accepts it. */
export const invitationOfferSchema = z.object({
  company: namedRefSchema,
  role: companyRoleSchema,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  expiresAt: z.string(),
  /** An account already uses this e-mail or phone: the page asks to sign in rather than to create one. */
  accountExists: z.boolean(),
});
export type InvitationOffer = z.infer<typeof invitationOfferSchema>;

/**
 * POST /invitations/{token}/accept: a new account's names and password (the registration's strength rule), or
 * nothing when the caller is signed in and joins with the account they have.
 */
export const staffAccountSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  password: newPasswordSchema,
});
export type StaffAccountInput = z.input<typeof staffAccountSchema>;

export const acceptInvitationSchema = staffAccountSchema
  // A request without a body reaches the schema as null.
  .nullish()
  .transform((v) => v ?? undefined);
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

/** PUT /operator/departures/{id}/fare: the price of the seats still on sale; sold ones keep theirs. */
export const fareChangeSchema = z.object({ price: numberField('priceInvalid', { min: 0, max: 10_000_000 }) });

/** The longest period a departures board or export covers at once. */
export const MAX_BOARD_DAYS = 31;
/** The board's default: today and the six days after. */
export const BOARD_DAYS = 7;

/** GET /operator/departures?from&to: calendar days, `from` first, at most 31 days. */
export const departuresQuerySchema = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .refine((q) => !q.from || !q.to || (q.from <= q.to && daysBetween(q.from, q.to) < MAX_BOARD_DAYS), {
    ...err('dateRangeInvalid'),
    path: ['to'],
  });

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const DEPARTURE_STATUSES = ['scheduled', 'delayed', 'departed', 'cancelled'] as const;
export type DepartureStatus = (typeof DEPARTURE_STATUSES)[number];

/** One departure on the company's board. */
export const departureSchema = z.object({
  _id: z.string(),
  from: namedRefSchema,
  to: namedRefSchema,
  departureDate: z.string(),
  departureTime: z.string(),
  arrivalTime: z.string(),
  bus: namedRefSchema.extend({ busNumber: z.string(), totalSeats: z.number().int() }),
  price: z.number().int(),
  seatsOnSale: z.number().int(),
  /** Seats of paid bookings. */
  sold: z.number().int(),
  /** Seats held by bookings waiting for payment. */
  held: z.number().int(),
  /** Seats still for sale. */
  free: z.number().int(),
  /** Whole F CFA: the fares of the paid bookings on this departure (the traveller's service fee excluded). */
  revenue: z.number().int(),
  delayMinutes: z.number().int(),
  delayReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  status: z.enum(DEPARTURE_STATUSES),
  timetableId: z.string().nullable(),
});
export type Departure = z.infer<typeof departureSchema>;

export const MANIFEST_FORMATS = ['json', 'csv', 'pdf'] as const;
export const manifestQuerySchema = z.object({
  format: z.enum(MANIFEST_FORMATS, err('invalidValue')).default('json'),
});

export const SEAT_STATES = ['sold', 'held', 'free'] as const;

/** One seat of a departure's manifest (DESIGN §9): who sits there, how they paid, whether they boarded. */
export const manifestSeatSchema = z.object({
  seat: z.number().int(),
  state: z.enum(SEAT_STATES),
  passenger: z.string().nullable(),
  /** The booking's contact: the company sees its own passengers' (DESIGN §7). */
  contact: z.object({ email: z.string(), phone: z.string() }).nullable(),
  channel: z.enum(['online', 'counter', 'ussd']).nullable(),
  /** `paid` with its method (orange_money, cash, …) or `pending`; null for a free seat. */
  payment: z.object({ status: z.enum(['paid', 'pending']), method: z.string().nullable() }).nullable(),
  bookingId: z.string().nullable(),
  reference: z.string().nullable(),
  boarded: z.boolean(),
  /** When it boarded (the phone's scan, or the back office's check) and by whom (DESIGN §10). */
  boardedAt: z.string().nullable().optional(),
  boardedBy: z.string().nullable().optional(),
});
export type ManifestSeat = z.infer<typeof manifestSeatSchema>;

/**
 * A ticket of this departure that must not board any more (DESIGN §10): its booking was cancelled (or voided),
 * so its signed QR still verifies but a conductor's phone, offline, refuses it by the QR's `jti` (the booking id).
 */
export const revokedTicketSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  revokedAt: z.string().nullable(),
});
export type RevokedTicket = z.infer<typeof revokedTicketSchema>;

export const manifestSchema = z.object({
  departure: departureSchema,
  seats: z.array(manifestSeatSchema),
  revoked: z.array(revokedTicketSchema),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** POST /operator/departures/{id}/delay: minutes late (0 withdraws a delay) and why, told to every passenger. */
export const departureDelaySchema = z.object({
  minutes: numberField('delayMinutesInvalid', { min: 0, max: 1440 }),
  reason: requiredText('reasonRequired', 300),
});
export type DepartureDelay = z.output<typeof departureDelaySchema>;

/** POST /operator/departures/{id}/cancel: why; every booking is cancelled with a full refund due. */
export const departureCancelSchema = z.object({ reason: requiredText('reasonRequired', 300) });

/** The answer to a delay or a cancellation: the departure and how many bookings it concerned. */
export const departureChangeSchema = z.object({ departure: departureSchema, bookings: z.number().int() });

/** A calendar month, "2026-11". */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, err('monthInvalid'));

/** GET /operator/statements?month=YYYY-MM (this month by default), as JSON, CSV or an A4 PDF. */
export const statementQuerySchema = z.object({
  month: monthSchema.optional(),
  format: z.enum(['json', 'csv', 'pdf'], err('invalidValue')).default('json'),
});

export const BOOKING_CHANNELS = ['online', 'counter', 'ussd'] as const;

const amountsSchema = z.object({
  /** Whole F CFA of fares paid (the traveller's service fee is the platform's, not in here). */
  gross: z.number().int(),
  /** The share of those fares given back to travellers. */
  refunds: z.number().int(),
});

/**
 * A company's sales statement for a month (DESIGN §9): its departures of that month, the fares paid for them by
 * channel, the refunds, the platform's commission on what remains (the company's rate), and the net due.
 */
export const statementSchema = amountsSchema.extend({
  month: z.string(),
  company: namedRefSchema,
  /** Basis points (800 = 8 %). */
  commissionRate: z.number().int(),
  channels: z.array(amountsSchema.extend({ channel: z.enum(BOOKING_CHANNELS), bookings: z.number().int() })),
  /** gross − refunds. */
  net: z.number().int(),
  commission: z.number().int(),
  /** net − commission: what the platform owes the company. */
  netDue: z.number().int(),
  departures: z.array(
    amountsSchema.extend({
      _id: z.string(),
      departureDate: z.string(),
      departureTime: z.string(),
      from: z.string(),
      to: z.string(),
      bookings: z.number().int(),
    }),
  ),
  /** Counter sales by agent: what each sold, or took payment for, at the counter (DESIGN §10). */
  agents: z.array(amountsSchema.extend({ agent: namedRefSchema, bookings: z.number().int() })),
});
export type Statement = z.infer<typeof statementSchema>;

/** The commission on a month's net sales, rounded to the franc. */
export const commissionOf = (net: number, rateBasisPoints: number) =>
  Math.round((net * rateBasisPoints) / 10_000);

/** PUT /admin/companies/{id}/commission: the company's rate, in basis points. */
export const commissionChangeSchema = z.object({ commissionRate: commissionRateSchema });
