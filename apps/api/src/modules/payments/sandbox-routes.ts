import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LANGUAGES,
  errorResponseSchema,
  paymentTokenParamsSchema,
  sandboxCompleteResponseSchema,
  sandboxCompleteSchema,
  translate,
  type Language,
} from '@gbaka/shared';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { completeSandboxPayment } from './complete-sandbox-payment';
import type { PaymentContext } from './payment-context';
import { createSandboxProvider } from './providers/sandbox';
import { renderSandboxPage } from './sandbox-page';
import { sandboxPageView } from './sandbox-page-view';

// An unknown ?lang= falls back to Accept-Language rather than failing the page.
const querySchema = z.object({ lang: z.enum(LANGUAGES).optional().catch(undefined) });
const tags = ['payment'];

/** The sandbox provider's own pages (DESIGN §5), served only when PAYMENT_PROVIDER=sandbox. */
const sandboxRoutes: FastifyPluginAsyncZod<{ ctx: PaymentContext }> = async (app, { ctx }) => {
  const sandbox = createSandboxProvider(app.config);
  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

  app.get(
    '/sandbox/:token',
    { schema: { tags, params: paymentTokenParamsSchema, querystring: querySchema } },
    async (request, reply) => {
      const lang: Language = request.query.lang ?? request.lang;
      const view = await sandboxPageView({ ...ctx, log: request.log }, request.params.token, lang);
      return html(reply, 200, renderSandboxPage(view));
    },
  );

  app.post(
    '/sandbox/:token/complete',
    {
      // The HTML form gets its page back with the error; a JSON caller gets the usual 400.
      attachValidation: true,
      schema: {
        tags,
        params: paymentTokenParamsSchema,
        querystring: querySchema,
        body: sandboxCompleteSchema,
        response: {
          200: sandboxCompleteResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const fromForm =
        request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
      const lang: Language = request.query.lang ?? request.lang;
      const pageCtx = { ...ctx, log: request.log };
      if (request.validationError) {
        if (!fromForm) throw request.validationError;
        const issue = (request.validationError.validation as { message?: string }[] | undefined)?.[0];
        const raw = (request.body ?? {}) as Record<string, string>;
        const view = await sandboxPageView(pageCtx, request.params.token, lang);
        const method = sandboxCompleteSchema.shape.method.safeParse(raw.method);
        const page = renderSandboxPage({
          ...view,
          error: translate(lang, issue?.message ?? 'validationFailed'),
          method: method.success ? method.data : undefined,
          phone: raw.phone,
        });
        return html(reply, 400, page);
      }
      try {
        const result = await completeSandboxPayment(pageCtx, sandbox, request.params.token, request.body);
        return fromForm ? reply.redirect(result.redirectUrl, 303) : result;
      } catch (error) {
        // Sent twice (a double click, the back button): the browser goes to the result it already has.
        if (fromForm && error instanceof AppError && error.messageKey === 'paymentAlreadyProcessed') {
          const view = await sandboxPageView(pageCtx, request.params.token, lang);
          return reply.redirect(view.resultUrl, 303);
        }
        throw error;
      }
    },
  );
};

export default sandboxRoutes;
