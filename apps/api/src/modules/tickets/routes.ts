import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamsSchema } from '@gbaka/shared';
import { z } from 'zod';
import { getTicket } from './get-ticket';
import { renderTicketPdf } from './ticket-pdf';
import { ticketQrModules, ticketQrPng, ticketQrText } from './ticket-qr';

const tags = ['tickets'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
// Binary bodies: Fastify sends a Buffer as it is, the schema only documents it.
const schemaFor = (description: string) => ({
  tags,
  security: [{ bearer: [] }],
  params: idParamsSchema,
  response: { 200: z.unknown().describe(description), ...errors },
});

/** GET /travel/bookings/{id}/ticket (PDF) and /qr (PNG for the confirmation page), owner or admin only. */
const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.TICKET_SECRET;

  app.get(
    '/:id/ticket',
    { preHandler: app.authenticate, schema: schemaFor('application/pdf') },
    async (request, reply) => {
      const view = await getTicket(app.db, request.user!, request.params.id);
      const qr = await ticketQrText(app.db, secret, view);
      const pdf = await renderTicketPdf(view, ticketQrModules(qr));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="ticket-${view.bookingId}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/:id/qr',
    { preHandler: app.authenticate, schema: schemaFor('image/png') },
    async (request, reply) => {
      const view = await getTicket(app.db, request.user!, request.params.id);
      return reply
        .type('image/png')
        .header('cache-control', 'private, no-store')
        .send(await ticketQrPng(await ticketQrText(app.db, secret, view), 300));
    },
  );
};

export default ticketRoutes;
