import cookie from '@fastify/cookie';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/errors';
import { INTL_WARM_UP_SCRIPT } from './server-render';

/** Headers, cookies, rate limits and the X-Requested-With rule for cookie-authenticated writes (DESIGN §3). */
export default fp(async (app) => {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: server-rendered pages' Intl warm-up (plugins/server-render.ts).
        scriptSrc: [
          "'self'",
          `'sha256-${createHash('sha256').update(INTL_WARM_UP_SCRIPT).digest('base64')}'`,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: app.config.PUBLIC_URL.startsWith('https://'),
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(cookie);
  // Limits apply only to the routes that opt in (sign-in, registration, reset, tracking, partner requests).
  await app.register(rateLimit, { global: false, ...(await sharedCounters(app)) });
});

const REDIS_START_WAIT_MS = 3_000;

/**
 * With REDIS_URL, the counters live in Redis, so that every instance behind the proxy spends one budget per
 * client; without it each instance counts in its own memory (docs/DEPLOY.md). An unreachable Redis must not
 * take sign-in down with it: commands fail at once instead of queueing, and the limit is skipped meanwhile.
 */
async function sharedCounters(app: FastifyInstance) {
  if (!app.config.REDIS_URL) return {};
  const redis = new Redis(app.config.REDIS_URL, {
    connectTimeout: 2_000,
    // A Redis that accepts connections but does not answer must not hold requests either.
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  let reachable = true;
  redis.on('ready', () => {
    if (!reachable) app.log.info('rate-limit store reachable again');
    reachable = true;
  });
  // ioredis retries for ever and reports every failed attempt: one warning per outage is enough.
  redis.on('error', (err) => {
    if (reachable) app.log.warn({ err }, 'rate-limit store unreachable; limits skipped until it is back');
    reachable = false;
  });
  app.addHook('onClose', async () => redis.disconnect());
  // Requests made before the connection is up would not be counted: wait for it a moment, without making Redis
  // a condition of starting.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, REDIS_START_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return { redis, nameSpace: 'gbaka-rate-limit:', skipOnError: true };
}

/** Route option for the rate-limited routes, one budget per client address and route. */
export function rateLimited(perMinute: number) {
  return { rateLimit: { max: perMinute, timeWindow: '1 minute' } };
}

/**
 * preHandler for a signed-in route: at most `perMinute` calls per account (`name` keeps each use's counters
 * apart), on top of the route's per-address limit. The plugin lets one limiter run per request, so this one
 * calls the store itself.
 */
export function perAccountLimit(app: FastifyInstance, name: string, perMinute: number) {
  const limit = app.createRateLimit({
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `${name}-account-${request.user?.id}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const outcome = await limit(request);
    if (outcome.isAllowed || !outcome.isExceeded) return;
    reply.header('retry-after', outcome.ttlInSeconds);
    throw new AppError('RATE_LIMITED', 'tooManyRequests');
  };
}

/** Cookie-authenticated writes need a header a cross-site form cannot send. */
export async function requireXhrHeader(request: { headers: Record<string, unknown> }) {
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest')
    throw new AppError('FORBIDDEN', 'csrfHeaderMissing');
}

/**
 * Helmet's headers for fixed options, computed once at start. @fastify/helmet rebuilds the helmet middleware,
 * re-parsing the whole CSP, on every request: that cost more than an entire bare Fastify request
 * (docs/BENCHMARKS.md). Without nonces the headers never vary, so they are captured once and set as they are.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
