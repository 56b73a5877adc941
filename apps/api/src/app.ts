import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { createAccessTokens, type AccessTokens } from './lib/access-token';
import { createMailer, type Mailer } from './lib/mailer';
import { createSmsSender } from './modules/sms/senders/create-sms-sender';
import { createSmsQueue, type SmsQueue } from './modules/sms/sms-queue';
import authentication from './plugins/authentication';
import errorHandler, { answerFrameworkError } from './plugins/error-handler';
import security from './plugins/security';
import spa from './plugins/spa';
import swagger from './plugins/swagger';
import healthRoutes from './modules/health/routes';
import userRoutes from './modules/users/routes';
import catalogueRoutes from './modules/catalogue/routes';
import { CATALOGUE_CHANNEL, SearchCache } from './modules/catalogue/search-cache';
import sitemapRoutes from './modules/catalogue/sitemap-routes';
import bookingRoutes from './modules/bookings/routes';
import paymentRoutes from './modules/payments/routes';
import boardingKeyRoutes from './modules/tickets/boarding-key-routes';
import ticketRoutes from './modules/tickets/routes';
import adminRoutes from './modules/admin/routes';
import stationRoutes from './modules/stations/routes';
import trackingRoutes from './modules/tracking/routes';
import partnerRoutes from './modules/partners/routes';
import operatorRoutes from './modules/operator/routes';
import invitationRoutes from './modules/invitations/routes';
import ussdRoutes from './modules/ussd/routes';
import path from 'node:path';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    mailer: Mailer;
    /** Every SMS goes through it (modules/sms/sms-queue.ts). */
    sms: SmsQueue;
    accessTokens: AccessTokens;
    searchCache: SearchCache;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole API (and the SPA when built) without listening: used by main.ts and by the tests. */
export async function buildApp({ config, database, mailer, logger }: AppDeps) {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 100 * 1024,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate(
    'mailer',
    mailer ??
      createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        outboxDir: path.join(config.DATA_DIR, 'outbox'),
      }),
  );
  app.decorate(
    'sms',
    createSmsQueue({
      db: database.db,
      sender: createSmsSender(config),
      log: app.log,
      // Time for the slowest try (Orange: a token, the message, a new token, the message again) and some more.
      leaseSeconds: Math.max(120, Math.ceil((5 * config.SMS_TIMEOUT_MS) / 1000)),
    }),
  );
  app.decorate('accessTokens', createAccessTokens(config.JWT_SECRET));
  const searchCache = new SearchCache(config.SEARCH_CACHE_ENTRIES);
  app.decorate('searchCache', searchCache);
  const catalogueChanges = await database.listen(CATALOGUE_CHANNEL, searchCache);
  app.addHook('onClose', () => catalogueChanges.close());

  await app.register(errorHandler);
  await app.register(security);
  await app.register(swagger);
  await app.register(authentication);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(userRoutes, { prefix: '/users' });
      await api.register(catalogueRoutes, { prefix: '/travel' });
      await api.register(bookingRoutes, { prefix: '/travel/bookings' });
      await api.register(paymentRoutes, { prefix: '/payment' });
      await api.register(ticketRoutes, { prefix: '/travel/bookings' });
      await api.register(boardingKeyRoutes, { prefix: '/boarding' });
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(stationRoutes, { prefix: '/travel/stations' });
      await api.register(trackingRoutes, { prefix: '/travel/bookings' });
      await api.register(partnerRoutes, { prefix: '/partners' });
      await api.register(operatorRoutes, { prefix: '/operator' });
      await api.register(invitationRoutes, { prefix: '/invitations' });
      // Without the token the USSD callback does not exist: nobody can drive the menus (DESIGN §11).
      if (config.USSD_CALLBACK_TOKEN)
        await api.register(ussdRoutes, { prefix: '/ussd', token: config.USSD_CALLBACK_TOKEN });
    },
    { prefix: '/api' },
  );

  await app.register(sitemapRoutes);
  await app.register(spa);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
