import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

/** Headers, cookies, rate limits and the X-Requested-With rule for cookie-authenticated writes (DESIGN §3). */
export default fp(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  await app.register(cookie);
  // Limits apply only to the routes that opt in (sign-in, registration, reset, tracking, partner requests).
  await app.register(rateLimit, { global: false });
});

/** Route option for the rate-limited routes, one budget per client address and route. */
export function rateLimited(perMinute: number) {
  return { rateLimit: { max: perMinute, timeWindow: '1 minute' } };
}

/** Cookie-authenticated writes need a header a cross-site form cannot send. */
export async function requireXhrHeader(request: { headers: Record<string, unknown> }) {
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest')
    throw new AppError('FORBIDDEN', 'csrfHeaderMissing');
}
