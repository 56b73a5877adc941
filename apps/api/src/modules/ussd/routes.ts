import { timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ussdText } from '@gbaka/shared';
import { z } from 'zod';
import { createPaymentContext } from '../payments/payment-context';
import type { MenuDeps } from './menu';
import { answerUssd, type UssdRequest } from './session-engine';

/** Africa's Talking's USSD callback (DESIGN §11): form fields, every one a string. */
export const africasTalkingFormSchema = z.object({
  sessionId: z.string().min(1).max(200),
  serviceCode: z.string().max(50).default(''),
  phoneNumber: z.string().min(1).max(30),
  networkCode: z.string().max(20).default(''),
  text: z.string().max(500).default(''),
});
export type AfricasTalkingForm = z.infer<typeof africasTalkingFormSchema>;

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The session engine's screen for a request, or a polite END when the step failed: a 500 would reach the phone
 * as a network error. The gateway's route and the back office's simulator both answer through it.
 */
export async function answerOrApologise(
  deps: MenuDeps,
  log: FastifyBaseLogger,
  request: UssdRequest,
): Promise<string> {
  try {
    return await answerUssd(deps, request);
  } catch (error) {
    log.error({ err: error, gateway: request.gateway, sessionId: request.sessionId }, 'USSD step failed');
    return `END ${ussdText('fr', 'unavailable')}`;
  }
}

export function menuDeps(app: Parameters<typeof createPaymentContext>[0]): MenuDeps {
  return { db: app.db, config: app.config, payments: createPaymentContext(app) };
}

/**
 * POST /api/ussd/africastalking?token=…, registered only when USSD_CALLBACK_TOKEN is set. The gateway knows the
 * token from the callback URL it was given; anyone else gets 404, as if the route did not exist. The answer is
 * the session engine's screen as text/plain; a failure still ends the session politely rather than with a 500
 * the phone would show as a network error.
 */
const ussdRoutes: FastifyPluginAsyncZod<{ token: string }> = async (app, { token }) => {
  const deps = menuDeps(app);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/africastalking',
    {
      schema: {
        tags: ['ussd'],
        querystring: z.object({ token: z.string().max(200).default('') }),
        body: africasTalkingFormSchema,
      },
    },
    async (request, reply) => {
      if (!sameSecret(request.query.token, token)) return reply.callNotFound();
      const { sessionId, phoneNumber, text } = request.body;
      const screen = await answerOrApologise(deps, request.log, {
        gateway: 'africastalking',
        sessionId,
        phoneNumber,
        text,
      });
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(screen);
    },
  );
};

export default ussdRoutes;
