import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isMessageKey, keyErrorMap, pickLanguage, translate, type Language } from '@gbaka/shared';
import { isBadValueForDatabase, isDatabaseDown } from '../lib/database-errors';
import { AppError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
  }
}

/**
 * One place maps failures to `{ success: false, message, errors? }` in the caller's language (DESIGN §3).
 * Schema failures are 400 with field errors; anything unexpected is logged and answered with a bare 500.
 */
export default fp(async (app) => {
  app.decorateRequest('lang', 'fr');
  app.addHook('onRequest', async (request) => {
    request.lang = pickLanguage(request.headers['accept-language']);
  });

  app.setErrorHandler((error, request, reply) => {
    const lang = request.lang ?? 'fr';
    if (error instanceof AppError) {
      const { params, errors, data } = error.options;
      return reply.status(error.statusCode).send({
        success: false,
        message: translate(lang, error.messageKey, params),
        ...(errors && {
          // A field's message may share the answer's placeholders ("ce bus ne compte que {{seats}} sièges").
          errors: errors.map((e) => ({ field: e.field, message: translate(lang, e.message, params) })),
        }),
        ...data,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // One message per field, the first failing rule's, as a form shows it.
      const byField = new Map<string, string>();
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error.validationContext ?? 'body');
        // A schema's own key wins; zod's built-in English (a wrong type, say) becomes a catalogue key.
        const key =
          issue.message && isMessageKey(issue.message)
            ? issue.message
            : issue.message?.endsWith('received undefined')
              ? 'fieldRequired'
              : keyErrorMap({ ...issue.params, code: issue.keyword } as unknown as Parameters<
                  typeof keyErrorMap
                >[0]);
        if (!byField.has(field)) byField.set(field, translate(lang, key));
      }
      const errors = [...byField].map(([field, message]) => ({ field, message }));
      return reply
        .status(400)
        .send({ success: false, message: errors[0]?.message ?? translate(lang, 'validationFailed'), errors });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429)
      return reply.status(429).send({ success: false, message: translate(lang, 'tooManyRequests') });
    if (status === 413)
      return reply.status(413).send({ success: false, message: translate(lang, 'payloadTooLarge') });
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: the client's fault, said without internals.
      return reply.status(status).send({ success: false, message: translate(lang, 'validationFailed') });
    }
    if (isBadValueForDatabase(error)) {
      // A value the schemas let through but PostgreSQL refuses (a NUL byte in a text, a malformed uuid or
      // date): the client's input, so a 400, never a 500 (DESIGN §3).
      request.log.info({ err: error }, 'value refused by the database');
      return reply.status(400).send({ success: false, message: translate(lang, 'validationFailed') });
    }
    if (isDatabaseDown(error)) {
      // A restart or failover: the client may retry shortly, on this instance or another (docs/DEPLOY.md).
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ success: false, message: translate(lang, 'serviceUnavailable') });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ success: false, message: translate(lang, 'internalError') });
  });
});

/**
 * Fastify's `frameworkErrors`: URLs its router refuses before any hook or error handler runs (a malformed
 * escape such as `%zz`, a path parameter longer than `maxParamLength`). Answered in the envelope and the
 * caller's language like every other refusal, never with Fastify's own body that echoes the URL.
 */
export function answerFrameworkError(
  error: { statusCode?: number },
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  const lang = pickLanguage(request.headers['accept-language']);
  const message = translate(lang, status >= 500 ? 'internalError' : 'validationFailed');
  void reply.status(status).send({ success: false, message });
}
