import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  messageResponseSchema,
  paymentInitiateResponseSchema,
  paymentInitiateSchema,
  paymentProviderParamsSchema,
  paymentStatusResponseSchema,
  paymentTokenParamsSchema,
  translate,
} from '@gbaka/shared';
import { checkPaymentStatus } from './check-payment-status';
import { handleNotification } from './handle-notification';
import { initiatePayment } from './initiate-payment';
import { createPaymentContext } from './payment-context';
import sandboxRoutes from './sandbox-routes';

const tags = ['payment'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** Payments (SPEC §7 Payment, DESIGN §5): thin handlers over one use case each. */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = createPaymentContext(app);

  // Providers post their notifications as HTML forms (CinetPay, PayDunya's IPN), and so does the sandbox page.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.post(
    '/initiate',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: paymentInitiateSchema,
        response: {
          200: paymentInitiateResponseSchema,
          409: errorResponseSchema,
          503: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const { paymentUrl } = await initiatePayment(
        { ...ctx, log: request.log },
        request.user!.id,
        request.body.bookingId,
      );
      return { success: true as const, message: translate(request.lang, 'paymentInitiated'), paymentUrl };
    },
  );

  app.get(
    '/check-status/:token',
    {
      schema: {
        tags,
        params: paymentTokenParamsSchema,
        response: { 200: paymentStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await checkPaymentStatus({ ...ctx, log: request.log }, request.params.token)),
    }),
  );

  // CinetPay pings the notification URL with a GET to check that it is reachable.
  app.get(
    '/notify/:provider',
    {
      schema: {
        tags,
        params: paymentProviderParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, message: translate(request.lang, 'notificationAccepted') }),
  );

  app.post(
    '/notify/:provider',
    {
      schema: {
        tags,
        params: paymentProviderParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await handleNotification({ ...ctx, log: request.log }, request.params.provider, {
        headers: request.headers,
        body: request.body,
      });
      return { success: true as const, message: translate(request.lang, 'notificationAccepted') };
    },
  );

  if (app.config.PAYMENT_PROVIDER === 'sandbox') {
    if (app.config.NODE_ENV === 'production') {
      app.log.warn('PAYMENT_PROVIDER=sandbox: payments are simulated and every ticket is free');
    }
    await app.register(sandboxRoutes, { ctx });
  }
};

export default paymentRoutes;
