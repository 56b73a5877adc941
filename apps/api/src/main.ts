import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { startJobs } from './jobs';
import { ensureAdmin } from './seed/admin';
import { seedDemo } from './seed/demo';
import { todayInAbidjan } from './lib/time';

const DEFAULT_ADMIN_EMAIL = 'admin@gbaka.ci';
/** How long a start waits for a database that is not up yet (instances started with it, or before it). */
const DATABASE_WAIT_MS = 60_000;

/**
 * Start: configuration, database and migrations, demo data, first administrator, then HTTP. Several instances
 * may start at once on one empty PostgreSQL database: the start-up lock lets one migrate and seed while the
 * others wait, then find the work done (docs/DEPLOY.md).
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
  });
  await waitForDatabase(database);
  const adminEmail = config.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL;
  const { app, admin, seed } = await database.withStartupLock(async () => {
    await database.migrate();
    const app = await buildApp({ config, database });
    const seed = config.SEED === 'demo' ? await seedDemo(database.db, todayInAbidjan()) : undefined;
    if (seed?.seeded) app.log.info({ trips: seed.trips }, 'demo data seeded');
    const admin = await ensureAdmin(database.db, adminEmail, config.ADMIN_PASSWORD);
    return { app, admin, seed };
  });
  if (seed?.managers) {
    // Like the administrator's, printed once on the console: each demo company's workspace (/operator).
    console.log(
      `\n  Demo company managers (password ${seed.managers.password} for each):\n${seed.managers.emails
        .map((email) => `    ${email}`)
        .join('\n')}\n`,
    );
  }
  if (admin.created && admin.generatedPassword) {
    // Printed once, on the console only (not through the logger, whose output may be shipped elsewhere).
    console.log(
      `\n  First administrator created: ${adminEmail} / ${admin.generatedPassword}\n  Keep it now: it is not shown again.\n`,
    );
  }

  const jobs = startJobs(app);
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Gbaka on ${config.PUBLIC_URL} (database: ${database.kind})`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    jobs.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** Pings until the database answers, so that an instance started before its database does not give up. */
async function waitForDatabase(database: Database) {
  const deadline = Date.now() + DATABASE_WAIT_MS;
  for (;;) {
    try {
      return await database.ping();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      console.warn(`Database not reachable yet (${(error as Error).message}); retrying.`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
