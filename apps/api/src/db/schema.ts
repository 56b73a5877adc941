import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const roleEnum = pgEnum('role', ['user', 'admin']);
export const bookingStatusEnum = pgEnum('booking_status', [
  'pending_payment',
  'confirmed',
  'cancelled',
  'completed',
]);
export const tripTypeEnum = pgEnum('trip_type', ['oneWay', 'roundTrip']);
export const paymentStatusEnum = pgEnum('payment_status', ['pending', 'success', 'failed', 'cancelled']);
export const partnerStatusEnum = pgEnum('partner_status', ['pending', 'approved', 'rejected']);
export const smsStatusEnum = pgEnum('sms_status', ['queued', 'sending', 'sent', 'failed']);
/** A company's staff (DESIGN §9): managers do everything agents (counter sales) and conductors (boarding) do. */
export const companyRoleEnum = pgEnum('company_role', ['manager', 'agent', 'conductor']);
/** Where a booking was sold (WAVE 2): the web site, a company's counter, or USSD. */
export const bookingChannelEnum = pgEnum('booking_channel', ['online', 'counter', 'ussd']);
/** The languages notices are sent in (fr, en, es); null means French. */
const languageColumn = (name: string) => text(name);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Lower-cased; null for a phone-only account. */
    email: text('email'),
    /** E.164 (+225 and ten digits); null for an e-mail-only account. */
    phone: text('phone'),
    dateOfBirth: date('date_of_birth'),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull().default('user'),
    isBanned: boolean('is_banned').notNull().default(false),
    /** When the owner was last told by mail of failed sign-ins (modules/users/password-attempts.ts). */
    signInAlertAt: timestamp('sign_in_alert_at', { withTimezone: true }),
    /** The language the account's notices are sent in (fr, en, es); null: French. */
    language: languageColumn('language'),
    /**
     * Carried by every access token and compared on each request: raising it (sign-out, a new password) voids
     * the access tokens issued before, which would otherwise live out their 15 minutes.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    check('users_email_or_phone', sql`${t.email} is not null or ${t.phone} is not null`),
    check('users_language_known', sql`${t.language} in ('fr', 'en', 'es')`),
  ],
);

/** Refresh tokens are stored hashed; a family is one sign-in, rotated at each refresh (reuse revokes it). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * Password attempts in a row without success, per account identifier and client address together
 * (modules/users/password-attempts.ts): a stranger hammering an account locks their own pair, not the owner's.
 * `key_hash` is the SHA-256 of what was typed (normalised), so unknown accounts are counted exactly like known
 * ones and no identifier is stored in clear.
 */
export const passwordAttempts = pgTable(
  'password_attempts',
  {
    keyHash: text('key_hash').notNull(),
    address: text('address').notNull(),
    attempts: integer('attempts').notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.keyHash, t.address] }),
    index('password_attempts_last_idx').on(t.lastAttemptAt),
  ],
);

/**
 * A one-time code sent by SMS to prove a phone is the caller's, before the tickets bought with it (over USSD, at
 * a counter) join a web account. One live code per phone; a few wrong tries use it up.
 */
export const phoneCodes = pgTable('phone_codes', {
  phone: text('phone').primaryKey(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash)],
);

export const cities = pgTable(
  'cities',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    region: text('region'),
    description: text('description'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    image: text('image'),
    isFeatured: boolean('is_featured').notNull().default(false),
    isInternational: boolean('is_international').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cities_name_key').on(sql`lower(${t.name})`)],
);

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    logo: text('logo'),
    /** Its station's description in French, the text shown when a translation below is missing. */
    description: text('description'),
    descriptionEn: text('description_en'),
    descriptionEs: text('description_es'),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    /** The company's main station, shown on the stations pages. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The platform's commission on the company's sales, in basis points (800 = 8 %), set by an administrator. */
    commissionRate: integer('commission_rate').notNull().default(800),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_name_key').on(sql`lower(${t.name})`),
    check('companies_commission_rate_range', sql`${t.commissionRate} between 0 and 10000`),
  ],
);

export const buses = pgTable(
  'buses',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** The operator's own bus id ("busId" in the admin form, "busNumber" on trips). */
    busNumber: text('bus_number').notNull(),
    model: text('model'),
    type: text('type'),
    totalSeats: integer('total_seats').notNull(),
    /** Seats per row either side of the aisle, e.g. "2x2" or "2x1". */
    layout: text('layout').notNull().default('2x2'),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('buses_number_key').on(t.busNumber),
    // The target of the (bus, company) foreign keys below: a line or a departure runs only its own company's bus.
    uniqueIndex('buses_id_company_key').on(t.id, t.companyId),
    check('buses_total_seats_min', sql`${t.totalSeats} >= 1`),
  ],
);

/** A company's regular line; the generator turns it into dated trips for a rolling window. */
export const timetables = pgTable(
  'timetables',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fromCityId: uuid('from_city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    toCityId: uuid('to_city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    busId: uuid('bus_id')
      .notNull()
      .references(() => buses.id, { onDelete: 'restrict' }),
    /** ISO days of the week, 1 = Monday … 7 = Sunday. */
    daysOfWeek: integer('days_of_week').array().notNull(),
    departureTime: text('departure_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    price: integer('price').notNull(),
    stops: text('stops')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    popular: boolean('popular').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /**
     * Days the line does not run although its weekday says so: a departure an administrator deleted or moved.
     * The generator skips them, so that it does not bring a deleted departure back.
     */
    skippedDates: date('skipped_dates')
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('timetables_company_idx').on(t.companyId),
    foreignKey({
      name: 'timetables_bus_company_fk',
      columns: [t.busId, t.companyId],
      foreignColumns: [buses.id, buses.companyId],
    }),
  ],
);

/** A dated departure, the spec's "route". */
export const trips = pgTable(
  'trips',
  {
    id: uuid('id').primaryKey(),
    fromCityId: uuid('from_city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    toCityId: uuid('to_city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    busId: uuid('bus_id')
      .notNull()
      .references(() => buses.id, { onDelete: 'restrict' }),
    departureDate: date('departure_date').notNull(),
    departureTime: text('departure_time').notNull(),
    arrivalTime: text('arrival_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** departure date + time in Africa/Abidjan (UTC+0), kept for ordering and "is past" checks. */
    departsAt: timestamp('departs_at', { withTimezone: true }).notNull(),
    price: integer('price').notNull(),
    /** Seats put on sale; availableSeats on the wire = this minus live holds. */
    seatsOnSale: integer('seats_on_sale').notNull(),
    stops: text('stops')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    popular: boolean('popular').notNull().default(false),
    timetableId: uuid('timetable_id').references(() => timetables.id, { onDelete: 'set null' }),
    /** Set by the company (DESIGN §9): tracking, the ticket page and the departures board shift the times. */
    delayMinutes: integer('delay_minutes').notNull().default(0),
    delayReason: text('delay_reason'),
    /** A departure cancelled by its company: its bookings are cancelled with a full refund due. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('trips_search_idx').on(t.fromCityId, t.toCityId, t.departureDate),
    index('trips_departs_at_idx').on(t.departsAt),
    // The home page's lists probe the next departure per destination or city pair (catalogue/repository.ts): one
    // index descent each instead of a sort of every future trip (docs/BENCHMARKS.md).
    index('trips_to_departs_idx').on(t.toCityId, t.departsAt),
    index('trips_popular_to_departs_idx')
      .on(t.toCityId, t.departsAt)
      .where(sql`${t.popular}`),
    index('trips_popular_pair_departs_idx')
      .on(t.fromCityId, t.toCityId, t.departsAt)
      .where(sql`${t.popular}`),
    index('trips_company_idx').on(t.companyId),
    // Deleting a bus counts its trips (and the foreign key checks them) without a scan.
    index('trips_bus_idx').on(t.busId),
    uniqueIndex('trips_timetable_date_key').on(t.timetableId, t.departureDate),
    // The departure's bus is its company's, whatever route wrote it: the company boundary in the database.
    foreignKey({
      name: 'trips_bus_company_fk',
      columns: [t.busId, t.companyId],
      foreignColumns: [buses.id, buses.companyId],
    }),
    index('trips_company_departs_idx').on(t.companyId, t.departsAt),
    check('trips_price_min', sql`${t.price} >= 0`),
    check('trips_seats_min', sql`${t.seatsOnSale} >= 0`),
    check('trips_delay_range', sql`${t.delayMinutes} between 0 and 1440`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey(),
    /** Last 8 characters of the id, upper-cased: what the ticket prints and tracking accepts. */
    reference: text('reference').notNull(),
    /**
     * The short code a conductor types (DESIGN §10, shared boarding-code.ts): drawn by the database function
     * boarding_code() (migration 0013) on every insert, whichever path sells the seat, and never changed.
     */
    boardingCode: text('boarding_code')
      .notNull()
      .default(sql`boarding_code()`),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: bookingStatusEnum('status').notNull().default('pending_payment'),
    tripType: tripTypeEnum('trip_type').notNull(),
    outboundTripId: uuid('outbound_trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'restrict' }),
    returnTripId: uuid('return_trip_id').references(() => trips.id, { onDelete: 'restrict' }),
    selectedSeats: integer('selected_seats').array().notNull(),
    returnSelectedSeats: integer('return_selected_seats').array(),
    passengerFullName: text('passenger_full_name').notNull(),
    passengerEmail: text('passenger_email').notNull(),
    passengerPhone: text('passenger_phone').notNull(),
    /** A passenger per seat (WAVE 2); null for bookings made before, whose one passenger is the contact. */
    passengers: jsonb('passengers').$type<{ seat: number; fullName: string }[]>(),
    channel: bookingChannelEnum('channel').notNull().default('online'),
    /** The agent who sold it at a counter; null online. */
    soldBy: uuid('sold_by').references(() => users.id, { onDelete: 'set null' }),
    /** The language its notices are sent in (fr, en, es); null: the account's, else French. */
    language: languageColumn('language'),
    subtotal: integer('subtotal').notNull(),
    fee: integer('fee').notNull(),
    totalPrice: integer('total_price').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    refundAmount: integer('refund_amount'),
    /** When the passenger boarded the outbound leg (boarding check of the back office). */
    boardedAt: timestamp('boarded_at', { withTimezone: true }),
    /** The same for the return leg of a round trip: one ticket, two buses, two checks. */
    returnBoardedAt: timestamp('return_boarded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bookings_reference_key').on(t.reference),
    uniqueIndex('bookings_boarding_code_key').on(t.boardingCode),
    index('bookings_user_idx').on(t.userId),
    index('bookings_status_hold_idx').on(t.status, t.holdExpiresAt),
    index('bookings_outbound_trip_idx').on(t.outboundTripId),
    // Deleting a trip checks the bookings of both legs; the dashboard reads the last 30 days.
    index('bookings_return_trip_idx').on(t.returnTripId),
    index('bookings_created_idx').on(t.createdAt),
    check('bookings_language_known', sql`${t.language} in ('fr', 'en', 'es')`),
  ],
);

/**
 * One row per seat a live booking holds or owns. The primary key (trip, seat) is the database's guarantee that
 * no seat is ever held or sold twice, whatever the number of API instances; releasing a booking deletes its rows.
 */
export const bookingSeats = pgTable(
  'booking_seats',
  {
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'restrict' }),
    seatNumber: integer('seat_number').notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.seatNumber] }),
    index('booking_seats_booking_idx').on(t.bookingId),
  ],
);

/** A change's life (issue 16): waiting for its difference to be paid, applied, or given up. */
export const bookingChangeStatusEnum = pgEnum('booking_change_status', [
  'awaiting_payment',
  'applied',
  'expired',
  'void',
]);

/**
 * A booking moved to another departure of its line (issue 16; a free move after the company cancelled it,
 * issue 17). One row per change, kept as the booking's history. While its difference waits to be paid, the
 * new seats are held in booking_seats under the booking (beside the old ones, which it keeps until the change
 * is applied) until `hold_expires_at`; at most one change of a booking waits at once.
 */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: uuid('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** `change` (the fare difference is paid or refunded) or `free_move` (nothing charged, the refund voided). */
    kind: text('kind').notNull(),
    status: bookingChangeStatusEnum('status').notNull(),
    /**
     * The journey moved: `outbound`, `return` or `both`. The from/to columns are that journey's (with `both`, the
     * outbound one's), the return_* ones the return's when both move.
     */
    leg: text('leg').$type<'outbound' | 'return' | 'both'>().notNull().default('outbound'),
    fromTripId: uuid('from_trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'restrict' }),
    toTripId: uuid('to_trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'restrict' }),
    fromSeats: integer('from_seats').array().notNull(),
    toSeats: integer('to_seats').array().notNull(),
    returnFromTripId: uuid('return_from_trip_id').references(() => trips.id, { onDelete: 'restrict' }),
    returnToTripId: uuid('return_to_trip_id').references(() => trips.id, { onDelete: 'restrict' }),
    returnFromSeats: integer('return_from_seats').array(),
    returnToSeats: integer('return_to_seats').array(),
    oldTotal: integer('old_total').notNull(),
    newSubtotal: integer('new_subtotal').notNull(),
    newFee: integer('new_fee').notNull(),
    newTotal: integer('new_total').notNull(),
    /** F CFA to pay before it applies (0 when none). */
    amountDue: integer('amount_due').notNull().default(0),
    /** F CFA recorded for the refund queue when it applied (0 when none). */
    refundDue: integer('refund_due').notNull().default(0),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('booking_changes_booking_idx').on(t.bookingId),
    uniqueIndex('booking_changes_one_awaiting')
      .on(t.bookingId)
      .where(sql`${t.status} = 'awaiting_payment'`),
    index('booking_changes_awaiting_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'awaiting_payment'`),
    index('booking_changes_from_trip_idx').on(t.fromTripId),
    index('booking_changes_to_trip_idx').on(t.toTripId),
    index('booking_changes_return_from_trip_idx').on(t.returnFromTripId),
    index('booking_changes_return_to_trip_idx').on(t.returnToTripId),
    check('booking_changes_leg', sql`${t.leg} in ('outbound', 'return', 'both')`),
    check(
      'booking_changes_return_move',
      sql`(${t.leg} = 'both') = (${t.returnToTripId} is not null and ${t.returnFromTripId} is not null)`,
    ),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /**
     * Set when the payment is the difference of a change (issue 16), or the refund credit of a change to a
     * cheaper departure (status cancelled, details.refundDue): the booking's own payment has none.
     */
    changeId: uuid('change_id').references(() => bookingChanges.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** Our transaction id, sent to the provider and used in the payment URLs. */
    token: text('token').notNull(),
    providerReference: text('provider_reference'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('XOF'),
    status: paymentStatusEnum('status').notNull().default('pending'),
    method: text('method'),
    payerPhone: text('payer_phone'),
    details: jsonb('details'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_token_key').on(t.token),
    index('payments_booking_idx').on(t.bookingId),
    uniqueIndex('payments_one_success_per_booking')
      .on(t.bookingId)
      .where(sql`${t.status} = 'success' and ${t.changeId} is null`),
    uniqueIndex('payments_one_success_per_change')
      .on(t.changeId)
      .where(sql`${t.status} = 'success'`),
  ],
);

export const partnerRequests = pgTable(
  'partner_requests',
  {
    id: uuid('id').primaryKey(),
    companyName: text('company_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message'),
    status: partnerStatusEnum('status').notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('partner_requests_status_idx').on(t.status)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id'),
    data: jsonb('data'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);

/**
 * The SMS queue (DESIGN §11): every SMS is a row before it leaves, so that a provider that fails is tried again
 * and a message given up is still there for an administrator. Workers claim due rows with SKIP LOCKED
 * (modules/sms/sms-repository.ts).
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid('id').primaryKey(),
    /** E.164. */
    to: text('to').notNull(),
    text: text('text').notNull(),
    /** What it is for (`ticket`, `password-reset`, ...): for the back office and the logs. */
    kind: text('kind').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** A message meant once (a reminder for a booking) carries a key: a second enqueue of it does nothing. */
    dedupeKey: text('dedupe_key'),
    /** It carries a secret (a reset link): hidden from the back office and erased once sent or given up. */
    sensitive: boolean('sensitive').notNull().default(false),
    status: smsStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Queued: when it is due. Sending: when the worker holding it is given up for lost. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Past this moment it is not worth sending any more (a reminder after the departure): failed instead. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastError: text('last_error'),
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sms_messages_dedupe_key').on(t.dedupeKey),
    index('sms_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index('sms_messages_status_created_idx').on(t.status, t.createdAt),
    index('sms_messages_booking_idx').on(t.bookingId),
  ],
);

/**
 * A user's place in a company (DESIGN §9): one company per user (the primary key), so that the operator API
 * can always tell which company a caller acts for without asking the request.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: companyRoleEnum('role').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('company_members_company_idx').on(t.companyId)],
);

/**
 * A single-use invitation to join a company (DESIGN §9): sent by e-mail or SMS, valid seven days, stored as the
 * hash of its token like every other secret. Accepted, revoked and expired ones stay as the trail.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: companyRoleEnum('role').notNull(),
    /** Lower-cased; null when it was sent by SMS. */
    email: text('email'),
    /** E.164; null when it was sent by e-mail. */
    phone: text('phone'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    partnerRequestId: uuid('partner_request_id').references(() => partnerRequests.id, {
      onDelete: 'set null',
    }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The language of the message that carried it, for a resend. */
    language: languageColumn('language'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
    index('invitations_company_idx').on(t.companyId),
    check('invitations_email_or_phone', sql`${t.email} is not null or ${t.phone} is not null`),
    check('invitations_language_known', sql`${t.language} in ('fr', 'en', 'es')`),
  ],
);

/**
 * A USSD session (DESIGN §11), keyed by gateway and the gateway's session id: any API instance answers its next
 * step. `last_text` and `last_screen` answer a retried request with the same screen; `version` lets only one
 * instance record each step. Idle for 180 s, it is over (modules/ussd/session-engine.ts).
 */
export const ussdSessions = pgTable(
  'ussd_sessions',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull(),
    state: jsonb('state').notNull(),
    lastText: text('last_text').notNull(),
    lastScreen: text('last_screen').notNull(),
    version: integer('version').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ussd_sessions_expires_idx').on(t.expiresAt)],
);

/** The menu language a phone chose over USSD (fr, en, es), remembered for its next calls. */
export const ussdPhones = pgTable(
  'ussd_phones',
  {
    phone: text('phone').primaryKey(),
    language: languageColumn('language').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('ussd_phones_language_known', sql`${t.language} in ('fr', 'en', 'es')`)],
);

/**
 * The Ed25519 keys that sign tickets' QR codes (DESIGN §10). The newest key not retired signs; every key not
 * retired verifies, so a rotation never voids a ticket already printed. The private key is stored encrypted
 * with a key derived from TICKET_SECRET, so that a copy of the database alone cannot forge tickets.
 */
export const ticketSigningKeys = pgTable('ticket_signing_keys', {
  kid: text('kid').primaryKey(),
  /** The public key as a JWK (kty OKP, crv Ed25519, x), served by GET /api/boarding/keys. */
  publicJwk: jsonb('public_jwk').$type<{ kty: 'OKP'; crv: 'Ed25519'; x: string }>().notNull(),
  /** PKCS#8 DER, AES-256-GCM: "iv.tag.ciphertext" in base64url. */
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/**
 * The first answer to a request carrying an `Idempotency-Key` (DESIGN §10), per scope (who and what): a retry
 * with the same key gets it again instead of selling twice. The row is inserted first in the request's own
 * transaction, so a concurrent twin waits on the primary key and then reads the answer; a failed request
 * rolls its row back and the key can be tried again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/**
 * A seat boarded on a departure (DESIGN §10), as a conductor's phone recorded it, possibly offline and synced
 * later. The primary key (trip, seat) makes the first scan win when two conductors board the same bus: the
 * second sync is told who boarded that seat and when.
 */
export const boardings = pgTable(
  'boardings',
  {
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    seatNumber: integer('seat_number').notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** When the phone scanned it (the device's clock), which may be long before the sync. */
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    boardedBy: uuid('boarded_by').references(() => users.id, { onDelete: 'set null' }),
    deviceId: text('device_id').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.seatNumber] }), index('boardings_booking_idx').on(t.bookingId)],
);

/**
 * A counter sale voided (DESIGN §10): who voided it, why, and the amount given back, so that the seller's drawer
 * shows it on the day it happened. The booking itself is cancelled ('counter_void') and its seats freed.
 */
export const saleVoids = pgTable(
  'sale_voids',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The agent whose drawer the sale was in. */
    soldBy: uuid('sold_by').references(() => users.id, { onDelete: 'set null' }),
    voidedBy: uuid('voided_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    amount: integer('amount').notNull(),
    /** True when cash went back out of the drawer (a cash sale); false for mobile money or an unpaid hold. */
    cash: boolean('cash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sale_voids_company_day_idx').on(t.companyId, t.createdAt)],
);

/**
 * An agent's close of day (DESIGN §10): the cash they counted against what the drawer expected, signed off by a
 * manager. One per agent and day.
 */
export const drawerClosings = pgTable(
  'drawer_closings',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    countedCash: integer('counted_cash').notNull(),
    expectedCash: integer('expected_cash').notNull(),
    note: text('note'),
    signedOffBy: uuid('signed_off_by').references(() => users.id, { onDelete: 'set null' }),
    signedOffAt: timestamp('signed_off_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('drawer_closings_agent_day_key').on(t.agentId, t.day),
    index('drawer_closings_company_day_idx').on(t.companyId, t.day),
  ],
);
