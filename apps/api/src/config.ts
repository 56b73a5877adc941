import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newPasswordSchema } from '@gbaka/shared';
import { z } from 'zod';
import { trustProxySchema } from './lib/trust-proxy';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

/** Every setting of the app, read from the environment once at start (README lists them). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'),
  ),
  PUBLIC_URL: optional(z.url()),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  ADMIN_EMAIL: optional(z.email()),
  // The registration's password rule: the first administrator's account is no weaker than a traveller's.
  ADMIN_PASSWORD: optional(
    z
      .string()
      .refine(
        (v) => newPasswordSchema.safeParse(v).success,
        'must follow the password rule of registration: 8+ characters, no "password", and two of lower ' +
          'case, upper case, digit, other character',
      ),
  ),
  SEED: z.enum(['demo', 'none']).default('demo'),
  // Unset means the sandbox, except in production, where free tickets must be asked for twice (see below).
  PAYMENT_PROVIDER: optional(z.enum(['sandbox', 'cinetpay', 'paydunya'])),
  ALLOW_FREE_SANDBOX_PAYMENTS_IN_PRODUCTION: optional(z.enum(['yes', 'no'])),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')),
  MAIL_FROM: z.string().default('Gbaka <no-reply@gbaka.ci>'),
  HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  // Tracking answers anyone holding an 8-character reference: a tighter budget per address, so that references
  // cannot be walked (DESIGN §7).
  TRACKING_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  // Proxies whose X-Forwarded-For is believed (trust-proxy.ts); unset, the client is the socket's address.
  TRUST_PROXY: trustProxySchema,
  // What one account may hold unpaid at once, and how many bookings it may attempt per minute (DESIGN §3).
  MAX_UNPAID_BOOKINGS: z.coerce.number().int().min(1).max(1_000_000).default(2),
  MAX_UNPAID_SEATS: z.coerce.number().int().min(1).max(1_000_000).default(10),
  BOOKING_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  // Rate-limit counters shared by every instance (docs/DEPLOY.md); without it each instance counts alone.
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')),
  // Search answers each instance keeps in memory (modules/catalogue/search-cache.ts); 0 turns the cache off.
  SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optional(z.string()),
  // Payment providers (DESIGN §5): keys are required only for the provider in use; base URLs are settable so
  // that tests run the real adapters against local fakes.
  CINETPAY_API_KEY: optional(z.string()),
  CINETPAY_SITE_ID: optional(z.string()),
  CINETPAY_SECRET_KEY: optional(z.string()),
  CINETPAY_BASE_URL: z.url().default('https://api-checkout.cinetpay.com'),
  PAYDUNYA_MASTER_KEY: optional(z.string()),
  PAYDUNYA_PRIVATE_KEY: optional(z.string()),
  PAYDUNYA_TOKEN: optional(z.string()),
  PAYDUNYA_BASE_URL: z.url().default('https://app.paydunya.com/api/v1'),
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  TICKET_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  // USSD (DESIGN §11): the secret in the gateway's callback URL; unset, the callback route does not exist.
  USSD_CALLBACK_TOKEN: optional(z.string().min(16, 'must be at least 16 characters').max(200)),
  // SMS (DESIGN §11): `outbox` writes them to DATA_DIR/outbox; the others are real gateways.
  SMS_PROVIDER: z.enum(['outbox', 'orange', 'africastalking']).default('outbox'),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  // The name the phone shows as sender, when the gateway has approved one (Orange's senderName, Africa's
  // Talking's from).
  SMS_SENDER_ID: optional(z.string().max(11, 'at most 11 characters')),
  ORANGE_SMS_CLIENT_ID: optional(z.string()),
  ORANGE_SMS_CLIENT_SECRET: optional(z.string()),
  ORANGE_SMS_SENDER_ADDRESS: optional(
    z.string().regex(/^(tel:)?\+\d{6,15}$/, "must be the bundle's number, as tel:+225XXXXXXXXXX"),
  ),
  ORANGE_SMS_BASE_URL: z.url().default('https://api.orange.com'),
  AFRICASTALKING_USERNAME: optional(z.string()),
  AFRICASTALKING_API_KEY: optional(z.string()),
  // https://api.sandbox.africastalking.com for an account's sandbox.
  AFRICASTALKING_BASE_URL: z.url().default('https://api.africastalking.com'),
});

const PROVIDER_KEYS = {
  sandbox: [],
  cinetpay: ['CINETPAY_API_KEY', 'CINETPAY_SITE_ID', 'CINETPAY_SECRET_KEY'],
  paydunya: ['PAYDUNYA_MASTER_KEY', 'PAYDUNYA_PRIVATE_KEY', 'PAYDUNYA_TOKEN'],
} as const;

const SMS_PROVIDER_KEYS = {
  outbox: [],
  orange: ['ORANGE_SMS_CLIENT_ID', 'ORANGE_SMS_CLIENT_SECRET', 'ORANGE_SMS_SENDER_ADDRESS'],
  africastalking: ['AFRICASTALKING_USERNAME', 'AFRICASTALKING_API_KEY'],
} as const;

const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  // In production the sandbox, where anyone confirms any booking for free, must be chosen explicitly and
  // acknowledged by a second setting: a forgotten PAYMENT_PROVIDER must not give tickets away.
  if (
    env.NODE_ENV === 'production' &&
    (env.PAYMENT_PROVIDER ?? 'sandbox') === 'sandbox' &&
    !(env.PAYMENT_PROVIDER === 'sandbox' && env.ALLOW_FREE_SANDBOX_PAYMENTS_IN_PRODUCTION === 'yes')
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENT_PROVIDER'],
      message:
        'set cinetpay or paydunya in production; the sandbox makes every ticket free and needs ' +
        'PAYMENT_PROVIDER=sandbox and ALLOW_FREE_SANDBOX_PAYMENTS_IN_PRODUCTION=yes',
    });
  }
  for (const key of PROVIDER_KEYS[env.PAYMENT_PROVIDER ?? 'sandbox']) {
    if (!env[key])
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `required when PAYMENT_PROVIDER=${env.PAYMENT_PROVIDER}`,
      });
  }
  for (const key of SMS_PROVIDER_KEYS[env.SMS_PROVIDER]) {
    if (!env[key])
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `required when SMS_PROVIDER=${env.SMS_PROVIDER}`,
      });
  }
});

export type Env = z.infer<typeof envSchema>;
export type Config = Omit<Env, 'PUBLIC_URL' | 'JWT_SECRET' | 'TICKET_SECRET' | 'PAYMENT_PROVIDER'> & {
  PAYMENT_PROVIDER: NonNullable<Env['PAYMENT_PROVIDER']>;
  PUBLIC_URL: string;
  JWT_SECRET: string;
  TICKET_SECRET: string;
};

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const jwtSecret = e.JWT_SECRET ?? persistentSecret(dataDir);
  return {
    ...e,
    DATA_DIR: dataDir,
    PAYMENT_PROVIDER: e.PAYMENT_PROVIDER ?? 'sandbox',
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    JWT_SECRET: jwtSecret,
    // A key of its own for ticket QR signatures, derived when unset; setting it lets JWT_SECRET rotate without
    // voiding the tickets already printed.
    TICKET_SECRET:
      e.TICKET_SECRET ?? createHmac('sha256', jwtSecret).update('gbaka-ticket-qr').digest('base64url'),
  };
}

/** Without JWT_SECRET, a secret generated once and kept in DATA_DIR, so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
