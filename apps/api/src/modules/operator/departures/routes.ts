import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminTripViewSchema,
  departureCancelSchema,
  departureChangeSchema,
  departureDelaySchema,
  departureSchema,
  departuresQuerySchema,
  manifestQuerySchema,
  manifestSchema,
  successSchema,
  extraDepartureSchema,
  fareChangeSchema,
  idParamsSchema,
  translate,
} from '@gbaka/shared';
import { z } from 'zod';
import { errors, listOf, security, withMessage } from '../../admin/responses';
import { onlyFor, staffOf } from '../staff-access';
import { addDeparture, changeFare } from './change-departures';
import { cancelDeparture, delayDeparture } from './change-schedule';
import { manifestCsv, manifestPdf } from './manifest-files';
import { getManifest, listDepartures } from './read-departures';

const tags = ['operator: departures'];

/** /api/operator/departures: the company's dated departures (DESIGN §9). */
const operatorDepartureRoutes: FastifyPluginAsyncZod = async (app) => {
  const managers = onlyFor('manager');

  // Every role reads the board and the manifests: agents sell from it, conductors board from it.
  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        querystring: departuresQuerySchema,
        response: { 200: listOf(departureSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listDepartures(app.db, staffOf(request), request.query),
    }),
  );

  app.get(
    '/:id/manifest',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        querystring: manifestQuerySchema,
        description: 'JSON by default; `format=csv` answers text/csv, `format=pdf` an A4 application/pdf',
        // The JSON answer's shape; CSV and PDF are sent as they are (Fastify does not serialise text or bytes).
        response: { 200: successSchema(manifestSchema).or(z.string()).or(z.instanceof(Buffer)), ...errors },
      },
    },
    async (request, reply) => {
      const manifest = await getManifest(app.db, staffOf(request), request.params.id);
      const name = `manifest-${manifest.departure.departureDate}-${manifest.departure.departureTime.replace(':', 'h')}`;
      if (request.query.format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}.csv"`)
          .send(manifestCsv(request.lang, manifest));
      }
      if (request.query.format === 'pdf') {
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${name}.pdf"`)
          .send(await manifestPdf(request.lang, manifest));
      }
      return { success: true as const, data: manifest };
    },
  );

  app.post(
    '/',
    {
      config: managers,
      schema: {
        tags,
        security,
        body: extraDepartureSchema,
        response: { 201: withMessage(adminTripViewSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await addDeparture(app.db, staffOf(request), request.body),
        message: translate(request.lang, 'recordCreated'),
      }),
  );

  app.put(
    '/:id/fare',
    {
      config: managers,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: fareChangeSchema,
        response: { 200: withMessage(adminTripViewSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await changeFare(app.db, staffOf(request), request.params.id, request.body.price),
      message: translate(request.lang, 'fareUpdated'),
    }),
  );

  const senders = (log: typeof app.log) => ({
    mailer: app.mailer,
    sms: app.sms,
    log,
    publicUrl: app.config.PUBLIC_URL,
  });

  app.post(
    '/:id/delay',
    {
      config: managers,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: departureDelaySchema,
        response: { 200: withMessage(departureChangeSchema), ...errors },
      },
    },
    async (request) => {
      const outcome = await delayDeparture(
        app.db,
        senders(request.log),
        staffOf(request),
        request.params.id,
        request.body,
      );
      return {
        success: true as const,
        data: outcome,
        message: translate(request.lang, 'departureDelayed', { count: outcome.bookings }),
      };
    },
  );

  app.post(
    '/:id/cancel',
    {
      config: managers,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: departureCancelSchema,
        response: { 200: withMessage(departureChangeSchema), ...errors },
      },
    },
    async (request) => {
      const outcome = await cancelDeparture(
        app.db,
        senders(request.log),
        staffOf(request),
        request.params.id,
        request.body.reason,
      );
      return {
        success: true as const,
        data: outcome,
        message: translate(request.lang, 'departureCancelledDone', { count: outcome.bookings }),
      };
    },
  );
};

export default operatorDepartureRoutes;
